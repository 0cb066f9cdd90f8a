// The README's "Use the tools from a model API" snippets, run as written with curl and jq against stand-ins for the
// three providers (no test calls a real one). Each stand-in checks the request the snippet built (its `tools` are the
// service's definitions for that dialect, byte for byte as JSON) and answers a call of word-counter in that API's
// documented response shape; the snippet then sends the call back to the service, which must run it.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithKey, call } from '../helpers/client.ts';
import { startTestServer, tempDir, type TestServer } from '../helpers/server.ts';

const run = promisify(execFile);
const SENTENCE = 'the quick brown fox';

type Json = any;
let server: TestServer;
let key: string;
let standIn: Server;
let standInBase: string;
const problems: string[] = [];

/** The model's arguments for a function: the sentence for `text`, null for every other property (strict mode's "not given"). */
const argumentsFor = (parameters: Json) =>
  Object.fromEntries(Object.keys(parameters.properties).map((name) => [name, name === 'text' ? SENTENCE : null]));

const bodyOf = async (req: IncomingMessage): Promise<Json> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
};

/** Checks one provider request and returns the word-counter definition it carried. */
async function checked(dialect: string, tools: Json): Promise<Json> {
  const expected = (await call(server.base, 'GET', `/api/v1/tools/functions?dialect=${dialect}&category=text`)).body.tools;
  if (JSON.stringify(tools) !== JSON.stringify(expected)) problems.push(`${dialect}: tools differ from the service's definitions`);
  const list = dialect === 'gemini' ? tools[0].functionDeclarations : tools;
  return list.find((t: Json) => (t.function?.name ?? t.name) === 'word-counter');
}

async function answerAsProvider(req: IncomingMessage): Promise<Json> {
  const body = await bodyOf(req);
  const url = req.url ?? '';
  if (url === '/openai/v1/chat/completions') {
    if (req.headers.authorization !== 'Bearer sk-stand-in') problems.push('openai: wrong Authorization');
    if (typeof body.model !== 'string' || !Array.isArray(body.messages)) problems.push('openai: no model or messages');
    const fn = (await checked('openai-strict', body.tools)).function;
    const args = JSON.stringify(argumentsFor(fn.parameters));
    return { choices: [{ index: 0, finish_reason: 'tool_calls', message: { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: fn.name, arguments: args } }] } }] };
  }
  if (url === '/anthropic/v1/messages') {
    if (req.headers['x-api-key'] !== 'sk-ant-stand-in' || req.headers['anthropic-version'] !== '2023-06-01') problems.push('anthropic: wrong headers');
    if (typeof body.max_tokens !== 'number') problems.push('anthropic: no max_tokens');
    const tool = await checked('anthropic', body.tools);
    return { type: 'message', role: 'assistant', stop_reason: 'tool_use', content: [{ type: 'text', text: 'Counting.' }, { type: 'tool_use', id: 'toolu_1', name: tool.name, input: { text: SENTENCE } }] };
  }
  if (url === '/gemini/v1beta/models/gemini-2.5-flash:generateContent') {
    if (req.headers['x-goog-api-key'] !== 'gemini-stand-in') problems.push('gemini: wrong x-goog-api-key');
    if (!Array.isArray(body.contents)) problems.push('gemini: no contents');
    const declaration = await checked('gemini', body.tools);
    return { candidates: [{ content: { role: 'model', parts: [{ text: 'Counting.' }, { functionCall: { name: declaration.name, args: { text: SENTENCE } } }] } }] };
  }
  problems.push(`unexpected request ${req.method} ${url}`);
  return { error: 'unexpected' };
}

/** The first sh block under a README heading, with its provider addresses and the service's address replaced. */
async function readmeSnippet(heading: string, replacements: Array<[string, string]>): Promise<string> {
  const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf(`### ${heading}`));
  let snippet = /```sh\n([\s\S]*?)```/.exec(section)![1]!;
  for (const [from, to] of replacements) {
    expect(snippet, `the README snippet no longer has ${from}`).toContain(from);
    snippet = snippet.replaceAll(from, to);
  }
  return snippet;
}

beforeAll(async () => {
  server = await startTestServer();
  ({ key } = await accountWithKey(server.base, server.config.dataDir, 'business'));
  standIn = createServer((req, res) => {
    answerAsProvider(req).then(
      (answer) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer)),
      (error: Error) => {
        problems.push(`stand-in failed: ${error.message}`);
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  standInBase = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => standIn?.close(resolve));
  await server?.close();
});

describe("the README's model-API snippets", () => {
  it('build each provider request from the service and send its call back, which runs', async () => {
    const snippet = await readmeSnippet('Use the tools from a model API', [
      ['SVC=http://127.0.0.1:8080', `SVC=${server.base}`],
      ['https://api.openai.com', `${standInBase}/openai`],
      ['https://api.anthropic.com', `${standInBase}/anthropic`],
      ['https://generativelanguage.googleapis.com', `${standInBase}/gemini`],
    ]);
    const env = { ...process.env, SVC_KEY: key, OPENAI_API_KEY: 'sk-stand-in', ANTHROPIC_API_KEY: 'sk-ant-stand-in', GEMINI_API_KEY: 'gemini-stand-in' };
    // Every answer the snippet prints, one JSON document a line.
    const { stdout } = await run('bash', ['-c', `set -euo pipefail\n{\n${snippet}\n} | jq -c .`], { cwd: await tempDir(), env }).catch(
      (error: Error) => Promise.reject(new Error(`${error.message}\nThe stand-ins saw: ${problems.join('; ') || 'nothing amiss'}`)),
    );
    expect(problems).toEqual([]);
    const answers = stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(answers).toHaveLength(3);
    for (const answer of answers) {
      expect(answer).toMatchObject({ success: true, tool: 'word-counter', result: { words: 4 } });
    }
  });

  it("flatten the definitions for the Responses API with the README's jq filter", async () => {
    const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
    const filter = /The OpenAI Responses API takes the same definitions one level flatter: `jq '([^']+)'`/.exec(readme)![1]!;
    const document = await call(server.base, 'GET', '/api/v1/tools/functions?dialect=openai-strict&category=text');
    const flat = JSON.parse((await runWithInput('jq', ['-c', filter], document.text)).trim());
    expect(flat).toHaveLength(document.body.count);
    const first = document.body.tools[0].function;
    expect(flat[0]).toEqual({ type: 'function', name: first.name, description: first.description, parameters: first.parameters, strict: true });
  });
});

/** Runs a command with `input` on its standard input. */
function runWithInput(command: string, args: string[], input: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(command, args, (error, stdout) => (error ? reject(error) : resolve(stdout)));
    child.stdin!.end(input);
  });
}
