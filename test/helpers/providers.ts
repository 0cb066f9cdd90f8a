// Provider registries for tests: they name only loopback stand-ins (test/helpers/openai-stand-in.ts), so a test can
// never make the service call a real provider (the default registry is never used by a test that evaluates).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StandIn } from './openai-stand-in.ts';

export const STANDIN_OPENAI = 'standin-openai';
export const STANDIN_ANTHROPIC = 'standin-anthropic';

/**
 * A registry file in `dir`: `standin-openai` (openai-chat, models stand-model and stand-model-b) on `openai`, and,
 * when given, `standin-anthropic` (anthropic-messages, models claude-…) on `anthropic`.
 */
export async function testRegistry(dir: string, openai: StandIn, anthropic?: StandIn): Promise<string> {
  const file = path.join(dir, 'providers.json');
  const providers: unknown[] = [
    { name: STANDIN_OPENAI, style: 'openai-chat', baseUrl: openai.baseUrl, models: ['stand-model', 'stand-model-b'], retries: 2, timeoutMs: 10_000 },
  ];
  if (anthropic) {
    providers.push({ name: STANDIN_ANTHROPIC, style: 'anthropic-messages', baseUrl: anthropic.baseUrl, modelPattern: '^claude-[a-z0-9.-]+$', retries: 2, timeoutMs: 10_000 });
  }
  await writeFile(file, JSON.stringify({ providers }));
  return file;
}
