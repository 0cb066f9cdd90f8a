// `npm run bench`: every measured section, each a ratio against baselines taken in the same run.
// BENCH_SECONDS (default 5, per run), BENCH_ROUNDS (default 7), BENCH_CONNECTIONS (default 50) and BENCH_CPU_RATE (default
// 3,000 req/s: the tool route's CPU-per-request table) tune the HTTP load;
// BENCH_ONLY (comma-separated: tools (with keys), keys (thousands of Business keys in turn), memory (start-up and RSS), mcp, heavy, light (light tools on their heaviest inputs), abuse, flood (one buyer's export flood against another's reads), limiter, ingest, visibility, reads, baseline, leaderboard, ratings,
// battery, episodes (episodes per run and runs per entry: interval widths and rank separation on the demo's 40 models),
// evidence (best-of-N and abandonment gains on the default board and under ?rankBy=mean)) runs some sections only.
// BENCH_NODE_FLAGS adds Node flags to the research sections' service (`--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it).
import { execFileSync } from 'node:child_process';
import { benchAbuse } from './abuse.ts';
import { benchResearchFlood } from './research-flood.ts';
import { benchHeavyTools } from './heavy-tools.ts';
import { benchLightTools } from './light-tools.ts';
import { benchToolRoute } from './http-tools.ts';
import { benchManyKeys } from './many-keys.ts';
import { benchMemory } from './memory.ts';
import { benchMcp } from './mcp.ts';
import { root } from './processes.ts';
import { benchLimiter } from './limiter.ts';
import { benchRatings } from './ratings.ts';
import { benchBattery } from './battery.ts';
import { benchEpisodes } from './episodes.ts';
import { benchEvidence } from './evidence.ts';
import { researchSections } from './research.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim())) : null;
const wanted = (section: string) => only === null || only.has(section);

execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
if (wanted('tools')) await benchToolRoute(seconds, connections, rounds);
if (wanted('tools') || wanted('keys')) await benchManyKeys(seconds, connections, rounds);
if (wanted('memory')) await benchMemory(connections);
if (wanted('mcp')) await benchMcp(seconds, connections, rounds);
if (wanted('heavy')) await benchHeavyTools(2 * seconds);
if (wanted('light')) await benchLightTools();
if (wanted('abuse')) await benchAbuse();
if (wanted('flood')) await benchResearchFlood();
if (wanted('limiter')) await benchLimiter();
for (const [name, run] of Object.entries(researchSections)) if (wanted(name)) await run();
if (wanted('ratings')) await benchRatings();
if (wanted('battery')) await benchBattery();
if (wanted('episodes')) await benchEpisodes();
if (wanted('evidence')) await benchEvidence();
process.exit(0);
