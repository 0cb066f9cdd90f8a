// The admin CLI: `npm run admin -- <command> [--json]`. With --json the last stdout line is one JSON object.
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { setPlan, type SetPlanRequest } from '../api/admin.ts';
import { DEFAULT_DEMO_SESSIONS, loadConfig } from '../config.ts';
import { isPlan } from '../control/plans.ts';
import { ApiError } from '../errors.ts';
import { CliError, adminOperation, demoSeed, researchOperation } from './admin-client.ts';

type Flags = Record<string, string | boolean | undefined>;

interface Command {
  usage: string;
  run(positionals: string[], flags: Flags): Promise<{ json: unknown; text: string }>;
}

const commands: Record<string, Command> = {
  'set-plan': {
    usage: 'set-plan <email> <free|pro|business> [--limit N]',
    async run([email, plan], flags) {
      if (!email || !plan || !isPlan(plan)) throw new CliError(`usage: ${commands['set-plan']!.usage}`, 'usage');
      let limit: number | null = null;
      if (flags.limit !== undefined) {
        limit = Number(flags.limit);
        if (!Number.isInteger(limit) || limit < 1 || limit > 1_000_000_000) {
          throw new CliError('--limit must be a whole number from 1 to 1000000000', 'usage');
        }
      }
      const request: SetPlanRequest = { email, plan, limit };
      const account = await adminOperation(loadConfig(), '/admin/set-plan', request, ({ accounts }) =>
        setPlan(accounts, request),
      );
      return {
        json: account,
        text: `${account.email} is now on ${account.plan} (hourly limit per key: ${account.hourlyLimit})`,
      };
    },
  },
};

/** A research admin command with one positional argument or flag mapped onto its body. */
function researchCommand(usage: string, name: string, body: (positionals: string[], flags: Flags) => Record<string, unknown> | null, text: (json: any) => string): Command {
  return {
    usage,
    async run(positionals, flags) {
      const request = body(positionals, flags);
      if (!request) throw new CliError(`usage: ${usage}`, 'usage');
      const json = await researchOperation(loadConfig(), name, request);
      return { json, text: text(json) };
    },
  };
}

const stringFlag = (flags: Flags, name: string) => (typeof flags[name] === 'string' && flags[name] !== '' ? (flags[name] as string) : null);

Object.assign(commands, {
  'research-key create': researchCommand(
    'research-key create --buyer <name>',
    'research-key/create',
    (_, flags) => (stringFlag(flags, 'buyer') ? { buyer: stringFlag(flags, 'buyer') } : null),
    (k) => `research key for ${k.buyer} (shown once): ${k.key}\nhash: ${k.hash}`,
  ),
  'research-key revoke': researchCommand('research-key revoke <hash>', 'research-key/revoke', ([hash]) => (hash ? { hash } : null), (r) => `revoked ${r.revoked}`),
  'research-key list': researchCommand(
    'research-key list',
    'research-key/list',
    () => ({}),
    ({ keys }) =>
      keys.length === 0
        ? 'no research keys'
        : keys.map((k: any) => `${k.hash}  ${k.prefix}  ${k.buyer}  created ${k.createdAt}${k.revokedAt ? `  revoked ${k.revokedAt}` : ''}`).join('\n'),
  ),
  'ingest-key create': researchCommand(
    'ingest-key create --name <app build>',
    'ingest-key/create',
    (_, flags) => (stringFlag(flags, 'name') ? { name: stringFlag(flags, 'name') } : null),
    (k) => `ingest key for ${k.name} (shown once): ${k.key}\nhash: ${k.hash}`,
  ),
  'ingest-key revoke': researchCommand('ingest-key revoke <hash>', 'ingest-key/revoke', ([hash]) => (hash ? { hash } : null), (r) => `revoked ${r.revoked}`),
  'ingest run': researchCommand(
    'ingest run',
    'ingest/run',
    () => ({}),
    (c) => `loaded ${c.sessions} sessions (${c.turns} turns, ${c.profiles} profiles) from ${c.files} inbox batches`,
  ),
  'privacy delete': researchCommand(
    'privacy delete <session id>',
    'privacy/delete',
    ([sessionId]) => (sessionId ? { sessionId } : null),
    (r) => `removed ${r.warehouse} warehouse rows and ${r.inbox} inbox copies`,
  ),
  'demo seed': {
    usage: 'demo seed [--sessions N] [--seed S]',
    async run(_: string[], flags: Flags) {
      const sessions = flags.sessions === undefined ? DEFAULT_DEMO_SESSIONS : Number(flags.sessions);
      if (!Number.isInteger(sessions) || sessions < 1 || sessions > 10_000_000) throw new CliError('--sessions must be a whole number from 1 to 10000000', 'usage');
      const seed = flags.seed === undefined ? randomInt(2 ** 31 - 1) : Number(flags.seed);
      if (!Number.isInteger(seed) || seed < 0 || seed >= 2 ** 31) throw new CliError('--seed must be a whole number from 0 to 2147483647', 'usage');
      const bar = process.stderr.isTTY && !flags.json ? progressBar(sessions) : null;
      const last = await demoSeed(loadConfig(), sessions, seed, (p) => bar?.(p.accepted, p.loaded));
      if (bar) process.stderr.write('\n');
      return { json: { ...last, seed }, text: `generated and loaded ${last.loaded} synthetic sessions (seed ${seed})` };
    },
  },
});

/** A one-line progress bar on stderr (a TTY only): accepted sessions, and how many are loaded. */
function progressBar(total: number): (accepted: number, loaded: number) => void {
  const width = 30;
  return (accepted, loaded) => {
    const filled = Math.round((accepted / total) * width);
    const percent = Math.floor((accepted / total) * 100);
    process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${percent}%  ${accepted}/${total} generated, ${loaded} loaded`);
  };
}

function helpText(): string {
  return ['usage: npm run admin -- <command> [--json]', '', 'commands:', ...Object.values(commands).map((c) => `  ${c.usage}`)].join(
    '\n',
  );
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      json: { type: 'boolean' },
      limit: { type: 'string' },
      buyer: { type: 'string' },
      name: { type: 'string' },
      sessions: { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  // Two-word commands ("research-key create") are looked up before one-word ones.
  const twoWords = positionals.slice(0, 2).join(' ');
  const [name, rest] = Object.hasOwn(commands, twoWords) ? [twoWords, positionals.slice(2)] : [positionals[0], positionals.slice(1)];
  const command = name !== undefined && Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command || values.help) {
    process.stdout.write(`${helpText()}\n`);
    return command || values.help ? 0 : 2;
  }
  try {
    const outcome = await command.run(rest, values);
    process.stdout.write(`${values.json ? JSON.stringify(outcome.json) : outcome.text}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof CliError || error instanceof ApiError)) throw error;
    const code = error instanceof ApiError ? error.code : error.code;
    if (values.json) process.stdout.write(`${JSON.stringify({ error: code, message: error.message })}\n`);
    else process.stderr.write(`error: ${error.message}\n`);
    return 1;
  }
}

// What the CLI's direct path creates under DATA_DIR is as private as what the service creates (see src/main.ts).
process.umask(0o077);
main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
