// The admin CLI: `npm run admin -- <command> [--json]`. With --json the last stdout line is one JSON object.
import { parseArgs } from 'node:util';
import { setPlan, type SetPlanRequest } from '../api/admin.ts';
import { loadConfig } from '../config.ts';
import { isPlan } from '../control/plans.ts';
import { ApiError } from '../errors.ts';
import { CliError, adminOperation } from './admin-client.ts';

interface Command {
  usage: string;
  run(positionals: string[], flags: Record<string, string | boolean | undefined>): Promise<{ json: unknown; text: string }>;
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
    options: { json: { type: 'boolean' }, limit: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [name, ...rest] = positionals;
  const command = name ? commands[name] : undefined;
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

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
