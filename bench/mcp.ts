// MCP tools/call of word-counter against POST /api/v1/tools word-counter: the same service, key and text, in
// interleaved rounds. Target (issue 14): an MCP call costs at most twice a REST call, i.e. MCP req/s ≥ 0.5 × REST req/s.
// A third row sends the call through the SDK's Server and transport, the figure behind the route's direct answer.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { load, startService, type LoadResult } from './http-tools.ts';

const text = 'The quick brown fox jumps over the lazy dog. Twice!';
const restBody = JSON.stringify({ tool: 'word-counter', inputs: { text } });
const mcpBody = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'word-counter', arguments: { text } } });
// With `_meta` a call skips the route's direct answer and goes through the SDK's Server and transport (src/api/mcp.ts).
const sdkBody = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'word-counter', arguments: { text }, _meta: { progressToken: 1 } },
});
// What the SDK's client sends once initialised; the server is stateless, so no initialize round trip is needed.
const mcpHeaders = { accept: 'application/json, text/event-stream', 'mcp-protocol-version': LATEST_PROTOCOL_VERSION };

/** One call each way, checked, so the load measures successful runs and not fast refusals. */
async function checkAnswers(base: string, key: string): Promise<void> {
  const rest = await fetch(`${base}/api/v1/tools`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: restBody });
  const restResult = JSON.stringify(((await rest.json()) as { result?: unknown }).result);
  for (const body of [mcpBody, sdkBody]) {
    const mcp = await fetch(`${base}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key, ...mcpHeaders }, body });
    const mcpResult = ((await mcp.json()) as { result?: { isError?: boolean; structuredContent?: unknown } }).result;
    if (rest.status !== 200 || mcp.status !== 200 || mcpResult?.isError || JSON.stringify(mcpResult?.structuredContent) !== restResult) {
      throw new Error(`the MCP and REST answers differ: ${JSON.stringify({ restResult, mcpResult })}`);
    }
  }
}

export async function benchMcp(seconds: number, connections: number, roundCount: number): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'svc-bench-mcp-'));
  const { service, base, key } = await startService(dataDir);
  try {
    await checkAnswers(base, key);
    const targets = [
      { name: 'REST POST /api/v1/tools word-counter', url: `${base}/api/v1/tools`, headers: { 'x-api-key': key }, body: restBody },
      { name: 'MCP tools/call word-counter', url: `${base}/mcp`, headers: { 'x-api-key': key, ...mcpHeaders }, body: mcpBody },
      { name: 'the same through the SDK transport', url: `${base}/mcp`, headers: { 'x-api-key': key, ...mcpHeaders }, body: sdkBody },
    ];
    // Interleaved rounds: the machine's speed drifts over minutes, so each ratio compares runs made side by side.
    const rounds: LoadResult[][] = [];
    for (let round = 0; round < roundCount; round++) {
      const results: LoadResult[] = [];
      for (const t of targets) results.push(await load(t.name, t.url, t.headers, seconds, connections, t.body, round === 0));
      rounds.push(results);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ratios = (i: number) => rounds.map((r) => r[i]!.requestsPerSecond / r[0]!.requestsPerSecond);
    const show = (values: number[]) => values.map((v) => v.toFixed(2)).join(' ');
    console.log(`\nMCP vs REST: autocannon, ${connections} connections, ${roundCount} interleaved rounds of ${seconds} s per route.`);
    console.table(
      targets.map((t, i) => ({
        route: t.name,
        'median req/s': Math.round(median(rounds.map((r) => r[i]!.requestsPerSecond))),
        'median p99 ms': median(rounds.map((r) => r[i]!.p99Ms)),
        non2xx: rounds.reduce((n, r) => n + r[i]!.non2xx, 0),
        errors: rounds.reduce((n, r) => n + r[i]!.errors, 0),
      })),
    );
    const ratio = median(ratios(1));
    console.log(
      `MCP / REST req/s = ${ratio.toFixed(3)} median  (rounds: ${show(ratios(1))})  ` +
        `target ≥ 0.5 (MCP ≤ 2× REST cost; issue 14): ${ratio >= 0.5 ? 'met' : 'NOT met'}`,
    );
    console.log(`SDK transport / REST req/s = ${median(ratios(2)).toFixed(3)} median  (rounds: ${show(ratios(2))})  why plain calls skip it`);
  } finally {
    await service.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
