// `npm run bench`: every measured section, each a ratio against baselines taken in the same run.
// BENCH_SECONDS (default 5, per run), BENCH_ROUNDS (default 7) and BENCH_CONNECTIONS (default 50) tune the HTTP load.
import { execFileSync } from 'node:child_process';
import { benchHeavyTools } from './heavy-tools.ts';
import { benchToolRoute } from './http-tools.ts';
import { root } from './processes.ts';
import { benchLimiter } from './limiter.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
await benchToolRoute(seconds, connections, rounds);
await benchHeavyTools(2 * seconds);
await benchLimiter();
process.exit(0);
