// The research portal (/research) and the compliance baseline (/research/baseline) in Chromium, on demo data: charts,
// the sortable leaderboard in its two orders (mean of all runs first, the top run one click away) with tie groups,
// abandoned tables, verification badges, its two intervals labelled apart and the muted, unranked reference rows of
// the built-in bots, the keyboard-operable heatmap, the key kept in sessionStorage only, and the API's errors.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations, newContext, overflowsViewport, type PageRig, type PageWatch, RIG_TIMEOUT_MS, screenshot, SCREENSHOT_DIR, startPageRig, watchPage } from '../helpers/browser.ts';
import { builtInBot } from '../../src/battery/agents/bots.ts';
import type { Agent } from '../../src/battery/agents/agent.ts';
import { makeMatch, makeReport, POOL } from '../helpers/benchmark.ts';
import { call } from '../helpers/client.ts';
import { settledRatings } from '../helpers/ratings.ts';
import { adminOf, createResearchKey } from '../helpers/research.ts';
import { startStandIn, type StandIn } from '../helpers/openai-stand-in.ts';
import { eventually } from '../helpers/research.ts';
import { openRun, playRun, relayRun } from '../helpers/referee.ts';
import { manualClock, tempDir, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let browser: Browser;
let rig: PageRig;
let researchKey: string;
/** A loopback stand-in of a model provider, the only one the test registry names (for the provider-verified row). */
let provider: StandIn;
const PROVIDER_KEY = 'sk-portal-standin-3e1f';
/** The service's clock: the last test lets refereed tables expire by moving it past REFEREE_IDLE_S. */
const clock = manualClock(Date.now());
const IDLE_S = 60;

beforeAll(async () => {
  provider = await startStandIn({ mode: 'clean', expectedKey: PROVIDER_KEY });
  const registry = path.join(await tempDir(), 'providers.json');
  await writeFile(registry, JSON.stringify({ providers: [{ name: 'standin', style: 'openai-chat', baseUrl: provider.baseUrl, models: ['portal-model'] }] }));
  // Demo sessions, runs and matches, so every section has data.
  ({ server, browser } = rig = await startPageRig({ DEMO_DATA: '600', PROVIDER_REGISTRY: registry, REFEREE_IDLE_S: String(IDLE_S), REFEREE_SWEEP_S: '1' }, clock));
  researchKey = (await createResearchKey(await adminOf(server.config.dataDir), 'acme')).key;
}, RIG_TIMEOUT_MS);

afterAll(async () => {
  await rig?.close();
  await provider?.close();
});

async function expectAccessible(page: Page, state: string) {
  const violations = await axeViolations(page);
  expect(violations, `${state}:\n${describeViolations(violations)}`).toEqual([]);
}

/** The ranked rows' model column (provider:model in the title-less cell: model then provider). */
const modelColumn = (page: Page) => page.locator('table.leaderboard tbody.ranked th').allInnerTexts();

/** A leaderboard header by its label (the button's name also holds the sort arrow). */
const leaderboardHeader = (page: Page, label: string) =>
  page.locator('table.leaderboard thead th', { has: page.getByRole('button', { name: new RegExp(`^${label}`) }) });

/** The shown rows' cells in the column headed `label`, as text: the ranked rows', or the reference rows'. */
async function leaderboardColumn(page: Page, label: string, rows: 'ranked' | 'references' = 'ranked'): Promise<string[]> {
  const headers = await page.locator('table.leaderboard thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.startsWith(label));
  expect(index, `a column headed ${label}`).toBeGreaterThanOrEqual(0);
  const row = rows === 'ranked' ? 'tbody.ranked tr' : 'tbody.references tr.reference';
  return page.locator(`table.leaderboard ${row} > :nth-child(${index + 1})`).allInnerTexts();
}

async function openResearch(page: Page) {
  await page.goto(`${server.base}/research`);
  await page.locator('#overview-title ~ figure.chart svg').first().waitFor();
  await page.locator('table.leaderboard tbody.ranked tr').first().waitFor();
  await page.locator('table.heatmap td').first().waitFor();
  await page.locator('#compliance-title ~ dl').waitFor();
}

/** Baseline failures the flows provoke on purpose: 401 (bad key) and 400 (minProfiles below the floor). */
const expectedBaselineErrors = [/response: 40[01] GET .*\/api\/research\/compliance\/baseline/, /console: Failed to load resource: .* 40[01]/];
const noUnexpected = (watch: PageWatch, ...expected: RegExp[]) => expect(watch.unexpected(...expected)).toEqual([]);

describe('research portal', () => {
  it('shows the overview chart, a sortable leaderboard, a keyboard-operable heatmap and the compliance summary', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const watch = watchPage(page);
    await openResearch(page);

    // The bar chart is labelled, and its numbers are in a table too.
    const chart = page.locator('#overview-title ~ figure.chart svg').first();
    expect(await chart.getAttribute('aria-label')).toBe('Bar chart: sessions per game');
    expect(await page.locator('#overview-title ~ figure.chart details tbody tr').count()).toBe(15);
    await expect.poll(() => page.locator('#overview-title ~ figure.chart svg rect').count()).toBeGreaterThanOrEqual(15);

    // 40 demo models: the top 25 first, all on request.
    const rows = page.locator('table.leaderboard tbody.ranked tr');
    expect(await rows.count()).toBe(25);
    await page.getByRole('button', { name: 'Show all 40' }).click();
    expect(await rows.count()).toBe(40);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Showing 40 of 40 models.' }).count()).toBe(1);

    // Demo runs are played through the referee: every row says so in words, and none has a fallback move.
    expect(await leaderboardColumn(page, 'Verification')).toEqual(Array(40).fill('Refereed'));
    expect(await page.locator('table.leaderboard .badge-refereed').first().getAttribute('title')).toBe(
      'Refereed: played through this server, which drew the seed and applied every decision.',
    );
    expect(await page.locator('#leaderboard-trust').innerText()).toMatch(
      /^Provider-verified runs were played by this server itself, .* refereed runs were played through this server, .* self-reported runs were played by their submitter/,
    );
    expect(await leaderboardColumn(page, 'Invalid replies')).toEqual(Array(40).fill('0'));

    const rankHeader = leaderboardHeader(page, 'Rank');
    const alignmentHeader = leaderboardHeader(page, 'Human alignment');
    expect(await rankHeader.getAttribute('aria-sort')).toBe('ascending');
    const byRank = await modelColumn(page);

    await alignmentHeader.getByRole('button').click();
    expect(await alignmentHeader.getAttribute('aria-sort')).toBe('descending');
    expect(await rankHeader.getAttribute('aria-sort')).toBeNull();
    const alignments = (await leaderboardColumn(page, 'Human alignment')).map(Number);
    expect(alignments).toEqual([...alignments].sort((a, b) => b - a));
    expect(await modelColumn(page)).not.toEqual(byRank);

    // Enter on the focused header button reverses the order.
    await alignmentHeader.getByRole('button').focus();
    await page.keyboard.press('Enter');
    expect(await alignmentHeader.getAttribute('aria-sort')).toBe('ascending');
    const reversed = (await leaderboardColumn(page, 'Human alignment')).map(Number);
    expect(reversed).toEqual([...alignments].sort((a, b) => a - b));
    await expectAccessible(page, 'research, leaderboard sorted');

    // Scrolled to its last column, the table still shows each row's rank and model.
    const wrap = page.locator('.table-wrap', { has: page.locator('table.leaderboard') });
    await wrap.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    expect(await wrap.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    const wrapBox = (await wrap.boundingBox())!;
    for (const header of [rankHeader, page.locator('table.leaderboard thead th', { has: page.getByRole('button', { name: /^Model/ }) })]) {
      const box = (await header.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(wrapBox.x - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(wrapBox.x + wrapBox.width);
    }

    // Heatmap: top 10 by default, one tab stop, arrow keys move, the detail line follows focus. A person using the
    // keyboard leaves the pointer anywhere: here at the page's corner, off the grid.
    const heatmap = page.locator('table.heatmap');
    expect(await heatmap.locator('tbody td').count()).toBe(100);
    expect(await heatmap.locator('td[tabindex="0"]').count()).toBe(1);
    await page.mouse.move(0, 0);
    await heatmap.locator('td[tabindex="0"]').focus();
    await page.keyboard.press('ArrowDown');
    const focused = page.locator('table.heatmap td:focus');
    expect(await focused.getAttribute('data-cell')).toBe('1-1');
    await page.keyboard.press('ArrowRight');
    expect(await focused.getAttribute('data-cell')).toBe('1-2');
    const label = (await focused.getAttribute('aria-label')) ?? '';
    expect(label).toMatch(/^#\d+ \S+ against #\d+ \S+: (\d+ wins, \d+ losses, \d+ draws in \d+ games, win rate \d+ %|never met)$/);
    const detail = page.getByTestId('heatmap-detail');
    await expect.poll(() => detail.innerText()).toBe(label);
    // Some pair among the top 10 has met: its record is in the cell's name.
    expect(await heatmap.locator('td[aria-label*=" wins, "]').count()).toBeGreaterThan(0);

    // Focus wins over hover: pointing at another cell leaves the focused cell's record in the detail line…
    const hovered = heatmap.locator('td[aria-label*=" wins, "]:not(:focus)').last();
    const hoveredLabel = (await hovered.getAttribute('aria-label'))!;
    expect(hoveredLabel).not.toBe(label);
    await hovered.hover();
    // The pointer is on the other cell (else the next check proves nothing); renders are microtasks, done by now.
    expect(await hovered.evaluate((cell) => cell.matches(':hover'))).toBe(true);
    expect(await focused.getAttribute('data-cell')).toBe('1-2');
    expect(await detail.innerText()).toBe(label);
    // The pointer leaving does not clear it either: the focused cell's record stays.
    await page.mouse.move(0, 0);
    expect(await detail.innerText()).toBe(label);
    await hovered.hover();
    // …until focus leaves the grid: then the cell under the pointer shows, and with the pointer gone, the hint.
    await page.getByLabel('Models shown (top of the leaderboard)').focus();
    await expect.poll(() => detail.innerText()).toBe(hoveredLabel);
    await page.mouse.move(0, 0);
    await expect.poll(() => detail.innerText()).toMatch(/^Point at or focus a cell/);

    await page.getByLabel('Models shown (top of the leaderboard)').selectOption('20');
    expect(await heatmap.locator('tbody td').count()).toBe(400);
    await page.getByLabel('Models shown (top of the leaderboard)').selectOption('40');
    expect(await heatmap.locator('tbody td').count()).toBe(1600);
    await page.getByLabel('Models shown (top of the leaderboard)').selectOption('10');
    await heatmap.locator('td[tabindex="0"]').focus();
    await expectAccessible(page, 'research, heatmap cell focused');

    expect(await page.getByRole('link', { name: 'compliance baseline' }).getAttribute('href')).toBe('/research/baseline');
    expect(await page.locator('main a[href="/docs"]').count()).toBeGreaterThan(0);

    await screenshot(page, 'research');
    await heatmap.locator('xpath=ancestor::section').screenshot({ path: path.join(SCREENSHOT_DIR, 'research-heatmap.png') });
    noUnexpected(watch);
    await context.close();
  });

  it('shows the top run with its own interval, the mean of runs labelled apart, and the reference agents muted below, unranked', async () => {
    // The portal's first order is the mean of all runs.
    const board = (await call<{ entries: any[]; references: any[] }>(server.base, 'GET', '/api/research/benchmark/leaderboard?rankBy=mean')).body;
    const context = await newContext(browser);
    const page = await context.newPage();
    const watch = watchPage(page);
    await openResearch(page);
    // One decimal as the portal formats it (Intl rounds the decimal 64.85 up, where toFixed rounds the double below it down).
    const oneDecimal = new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const fixed = (x: number) => oneDecimal.format(x);

    // Overall: the top run's, with its own interval over its episodes; the mean of the model's runs in its own column.
    const [top] = board.entries;
    expect(top.runs).toBeGreaterThan(1);
    const ownInterval = top.dimensionsCi95 ? ` (${fixed(top.dimensionsCi95.overall[0])}–${fixed(top.dimensionsCi95.overall[1])})` : '';
    expect((await leaderboardColumn(page, 'Overall'))[0]).toBe(`${fixed(top.overall)}${ownInterval}`);
    expect((await leaderboardColumn(page, 'Mean of runs'))[0]).toBe(`${fixed(top.runsMeanOverall)} (${fixed(top.runsCi95[0])}–${fixed(top.runsCi95[1])}) mean of ${top.runs} runs`);
    expect(await page.locator('#leaderboard-intervals').innerText()).toMatch(/^Overall is the model's top run, with that run's own 95 % interval over its episodes .* Mean of runs is the mean overall of all the model's runs/);

    // The five reference rows: below the ranked ones, in the server's order, labelled, badged, muted, without rank.
    const references = page.locator('table.leaderboard tbody.references tr.reference');
    expect(await references.count()).toBe(5);
    expect(board.references.map((r) => r.model)).toEqual(['always-cooperate', 'always-defect', 'tit-for-tat', 'random', 'human']);
    expect(await page.locator('table.leaderboard tbody.references tr.references-head').innerText()).toBe('Reference agents: built-in bots, not ranked');
    expect(await leaderboardColumn(page, 'Model', 'references')).toEqual(board.references.map((r) => `${r.model} reference`));
    expect(await leaderboardColumn(page, 'Rank', 'references')).toEqual(Array(5).fill('—'));
    expect(await leaderboardColumn(page, 'Verification', 'references')).toEqual(Array(5).fill('Reference'));
    expect(await references.first().locator('.badge').getAttribute('title')).toBe(`Reference: ${board.references[0].description}`);
    expect(await leaderboardColumn(page, 'Human alignment', 'references')).toEqual(board.references.map((r) => fixed(r.humanAlignment)));
    expect(await leaderboardColumn(page, 'Overall', 'references')).toEqual(
      board.references.map((r) => `${fixed(r.overall)}${r.dimensionsCi95 ? ` (${fixed(r.dimensionsCi95.overall[0])}–${fixed(r.dimensionsCi95.overall[1])})` : ''}`),
    );
    expect(await leaderboardColumn(page, 'Mean of runs', 'references')).toEqual(Array(5).fill('—'));
    // Muted: the muted text colour on the panel background, unlike a ranked row.
    // The test's own TypeScript has no DOM types: the page's getComputedStyle is reached through globalThis.
    const colours = (row: ReturnType<Page['locator']>) =>
      row
        .locator('td')
        .nth(3)
        .evaluate((cell) => {
          const style = (globalThis as unknown as { getComputedStyle(e: unknown): { color: string; backgroundColor: string } }).getComputedStyle(cell);
          return [style.color, style.backgroundColor];
        });
    expect(await colours(references.first())).toEqual(['rgb(77, 85, 97)', 'rgb(244, 246, 248)']);
    expect(await colours(page.locator('table.leaderboard tbody.ranked tr').first())).not.toEqual(['rgb(77, 85, 97)', 'rgb(244, 246, 248)']);
    // They are not counted as models, and sorting the ranked rows leaves them where they are.
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Showing 25 of 40 models.' }).count()).toBe(1);
    await leaderboardHeader(page, 'Human alignment').getByRole('button').click();
    expect(await leaderboardColumn(page, 'Model', 'references')).toEqual(board.references.map((r) => `${r.model} reference`));
    await expectAccessible(page, 'research, reference rows');

    // Back to rank order, scrolled to the first columns: the ranked top 25, then the references.
    await leaderboardHeader(page, 'Rank').getByRole('button').click();
    await page.locator('.table-wrap', { has: page.locator('table.leaderboard') }).evaluate((element) => (element.scrollLeft = 0));
    await references.last().scrollIntoViewIfNeeded();
    const section = page.locator('section', { has: page.locator('#leaderboard-title') });
    await section.screenshot({ path: path.join(SCREENSHOT_DIR, 'research-leaderboard-references.png') });
    noUnexpected(watch);
    await context.close();
  });

  it('fits a 360 px screen', async () => {
    const context = await newContext(browser, 360);
    const page = await context.newPage();
    const watch = watchPage(page);
    await openResearch(page);
    expect(await overflowsViewport(page)).toBe(false);
    await expectAccessible(page, 'research at 360 px');
    await screenshot(page, 'research-360');
    noUnexpected(watch);
    await context.close();
  });

  // Last in this file's portal tests: it adds a 41st model.
  it('ranks a self-reported run below every refereed one, with its badge and invalid replies', async () => {
    // The best of the precomputed bot runs, under a new model's name, claiming two invalid replies (under the 10 % cap).
    const report = { ...makeReport({ bot: POOL[0]!.bot, seed: POOL[0]!.seed, provider: 'acme-lab', model: 'selfie-1' }), invalidReplies: 2 };
    const submitted = await call(server.base, 'POST', '/api/research/benchmark/submit', { json: { report }, headers: { 'x-research-key': researchKey } });
    expect(submitted.status, submitted.text).toBe(201);
    expect(submitted.body).toMatchObject({ verification: 'self-reported', invalidReplies: 2, ranked: true });
    const board = (await call<{ entries: Array<{ model: string; overall: number; verification: string; invalidReplies: number }> }>(server.base, 'GET', '/api/research/benchmark/leaderboard')).body;
    const refereedOveralls = board.entries.filter((e) => e.verification === 'refereed').map((e) => e.overall);
    // It outscores some refereed model, so its last place comes from its verification, not its score.
    expect(submitted.body.overall).toBeGreaterThan(Math.min(...refereedOveralls));

    const context = await newContext(browser);
    const page = await context.newPage();
    const watch = watchPage(page);
    await openResearch(page);
    await page.getByRole('button', { name: 'Show all 41' }).click();
    const badges = await leaderboardColumn(page, 'Verification');
    expect(badges).toEqual([...Array(40).fill('Refereed'), 'Self-reported']);
    const row = page.locator('table.leaderboard tbody tr', { has: page.locator('th', { hasText: 'selfie-1' }) });
    const badge = row.locator('.badge');
    expect(await badge.innerText()).toBe('Self-reported');
    expect(await badge.getAttribute('title')).toBe('Self-reported: played by the submitter; the server replayed and re-scored it.');
    expect((await modelColumn(page)).at(-1)).toBe('selfie-1 acme-lab');
    expect(await leaderboardColumn(page, 'Rank')).toEqual(board.entries.map((_, i) => String(i + 1)));
    expect(await leaderboardColumn(page, 'Invalid replies')).toEqual(board.entries.map((e) => String(e.invalidReplies)));
    expect((await leaderboardColumn(page, 'Invalid replies')).at(-1)).toBe('2');
    await expectAccessible(page, 'research, a self-reported entry');
    await row.scrollIntoViewIfNeeded();
    const section = page.locator('section', { has: page.locator('#leaderboard-title') });
    await section.screenshot({ path: path.join(SCREENSHOT_DIR, 'research-leaderboard-verification.png') });
    // Scrolled to its last column: the invalid replies beside the pinned rank and model.
    await page.locator('.table-wrap', { has: page.locator('table.leaderboard') }).evaluate((element) => (element.scrollLeft = element.scrollWidth));
    await section.screenshot({ path: path.join(SCREENSHOT_DIR, 'research-leaderboard-invalid-replies.png') });

    // Invalid replies sorts like the other columns: fewest first, then most first.
    const invalidHeader = leaderboardHeader(page, 'Invalid replies');
    await invalidHeader.getByRole('button').click();
    expect(await invalidHeader.getAttribute('aria-sort')).toBe('ascending');
    expect((await modelColumn(page)).at(-1)).toBe('selfie-1 acme-lab');
    await invalidHeader.getByRole('button').click();
    expect(await invalidHeader.getAttribute('aria-sort')).toBe('descending');
    expect((await modelColumn(page))[0]).toBe('selfie-1 acme-lab');

    // Sorted by another column the order is that column's alone, as before: by overall it climbs over refereed models.
    await leaderboardHeader(page, 'Overall').getByRole('button').click();
    const byOverall = await leaderboardColumn(page, 'Verification');
    expect(byOverall.indexOf('Self-reported')).toBeLessThan(40);
    expect(byOverall.indexOf('Self-reported')).toBe(refereedOveralls.filter((o) => o > submitted.body.overall).length);

    // Back to rank: the server's order.
    await leaderboardHeader(page, 'Rank').getByRole('button').click();
    expect(await leaderboardColumn(page, 'Verification')).toEqual(badges);
    noUnexpected(watch);
    await context.close();
  });
});

describe('compliance baseline', () => {
  async function runReport(page: Page, key: string, segment: string, minProfiles?: string) {
    await page.getByLabel(/^Key/).fill(key);
    await page.getByLabel('Segment by (required)').selectOption(segment);
    if (minProfiles !== undefined) await page.getByLabel('Minimum profiles per segment').fill(minProfiles);
    await page.getByRole('button', { name: 'Run report' }).click();
  }

  it('reports the API errors, then charts and compares segments with a key kept in sessionStorage only', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`${server.base}/research/baseline`);
    await page.getByLabel(/^Key/).waitFor();
    await expectAccessible(page, 'baseline, empty form');

    // No key, then a bad key: the service's 401 messages.
    await runReport(page, '', 'gender');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.innerText()).toContain('Send your research key in the x-research-key header.');

    await runReport(page, 'rk_not-a-real-key', 'gender');
    await expect.poll(() => alert.innerText()).toContain('The research key is malformed, unknown or revoked.');
    expect(await page.locator('main').innerText()).toContain('401 invalid_research_key');
    await expectAccessible(page, 'baseline, 401');

    // minProfiles below the privacy floor: the 400 envelope's details.
    await runReport(page, researchKey, 'gender', '5');
    await expect.poll(() => alert.innerText()).toContain('minProfiles: must be >= 10');
    await expectAccessible(page, 'baseline, 400');

    await runReport(page, researchKey, 'gender', '30');
    await page.locator('#report-title').waitFor();
    const charts = page.locator('.trait-grid figure.chart svg');
    await expect.poll(() => charts.count()).toBe(5);
    expect(await charts.first().getAttribute('aria-label')).toBe('Openness by segment: percentile chart');
    const comparisons = page.locator('table.comparisons tbody tr');
    expect(await comparisons.count()).toBeGreaterThan(0);
    // Significant rows say so in words, not only in colour.
    const significantRows = page.locator('table.comparisons tbody tr.significant');
    for (const row of await significantRows.all()) expect(await row.innerText()).toContain('✱ Significant');
    expect(await page.getByRole('status').filter({ hasText: /^Report ready: \d+ gender segments, \d+ comparisons\.$/ }).count()).toBe(1);
    await expectAccessible(page, 'baseline, report');

    // Evaluated as text: the test's own TypeScript has no DOM types.
    const storage = await page.evaluate<{ session: string | null; local: string }>(
      `({ session: sessionStorage.getItem('research-key'), local: JSON.stringify({ ...localStorage }) })`,
    );
    expect(storage.session).toBe(researchKey);
    expect(storage.local).not.toContain(researchKey);
    await screenshot(page, 'baseline');

    // The key comes back on reload (same tab), and "Forget key" removes it.
    await page.reload();
    expect(await page.getByLabel(/^Key/).inputValue()).toBe(researchKey);
    await page.getByRole('button', { name: 'Forget key' }).click();
    expect(await page.getByLabel(/^Key/).inputValue()).toBe('');
    expect(await page.evaluate(`sessionStorage.getItem('research-key')`)).toBeNull();

    noUnexpected(watch, ...expectedBaselineErrors);
    await context.close();
  });

  it('fits a 360 px screen with a report shown', async () => {
    const context = await newContext(browser, 360);
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`${server.base}/research/baseline`);
    await runReport(page, researchKey, 'ageGroup', '10');
    await page.locator('table.comparisons').waitFor();
    await expect.poll(() => page.locator('.trait-grid figure.chart svg').count()).toBe(5);
    expect(await overflowsViewport(page)).toBe(false);
    await expectAccessible(page, 'baseline at 360 px');
    await screenshot(page, 'baseline-360');
    noUnexpected(watch);
    await context.close();
  });
});

// Last: it adds a model to the demo board. A model with one refereed match has met too few rated opponents to be rated.
describe('a provisional rating', () => {
  it('is written "provisional" in the rating column, where an unrated model shows "—"', async () => {
    const board = (await call<{ entries: any[] }>(server.base, 'GET', '/api/research/benchmark/leaderboard')).body;
    const opponent = `${board.entries[0].provider}:${board.entries[0].model}`;
    const run = { ...makeReport({ bot: 'random', seed: 3, provider: 'lone', model: 'newcomer' }), verification: 'refereed' };
    const match = { ...makeMatch('lone:newcomer', opponent, ['A', 'B', 'B']), verification: 'refereed', relay: 'two-buyers' };
    const imported = await (await adminOf(server.config.dataDir)).post('/admin/benchmark/import', { runs: [run], matches: [match] });
    expect(imported.status, imported.text).toBe(200);
    await settledRatings(server.base, { matches: 1 });
    await expect
      .poll(async () => (await call<{ entries: any[] }>(server.base, 'GET', '/api/research/benchmark/leaderboard')).body.entries.find((e) => e.model === 'newcomer')?.ratingProvisional)
      .toBe(true);

    const context = await newContext(browser);
    const page = await context.newPage();
    const watch = watchPage(page);
    await openResearch(page);
    await page.getByRole('button', { name: /^Show all/ }).click();
    const models = await modelColumn(page);
    const row = models.findIndex((text) => text.startsWith('newcomer'));
    expect(row, models.join(' | ')).toBeGreaterThanOrEqual(0);
    expect((await leaderboardColumn(page, 'Rating'))[row]).toBe('provisional');
    const cell = page.locator('table.leaderboard tbody.ranked tr').nth(row).getByText('provisional');
    expect(await cell.getAttribute('title')).toBe('Fewer than 3 rated opponents met: not rated yet');
    await expectAccessible(page, 'research, a provisional rating');
    // The row in view, scrolled to the rating column.
    await cell.scrollIntoViewIfNeeded();
    await page.locator('section', { has: page.locator('#leaderboard-title') }).screenshot({ path: path.join(SCREENSHOT_DIR, 'research-leaderboard-provisional.png') });
    noUnexpected(watch);
    await context.close();
  });
});

// After the provisional rating: it adds a model the server ran itself.
describe('a provider-verified run', () => {
  it('ranks first with its badge, above every relayed run whatever their scores', async () => {
    const started = await call(server.base, 'POST', '/api/research/benchmark/evaluations', {
      json: { provider: 'standin', model: 'portal-model', episodes: 1, credentials: { apiKey: PROVIDER_KEY } },
      headers: { 'x-research-key': researchKey },
    });
    expect(started.status, started.text).toBe(202);
    await eventually(
      async () =>
        (await call(server.base, 'GET', `/api/research/benchmark/evaluations/${started.body.evaluationId}`, { headers: { 'x-research-key': researchKey } })).body.state === 'complete',
      60_000,
      'the evaluation completes',
    );
    const board = (await call<{ entries: Array<{ model: string; overall: number; verification: string }> }>(server.base, 'GET', '/api/research/benchmark/leaderboard')).body;
    expect(board.entries[0]).toMatchObject({ model: 'portal-model', verification: 'provider-verified' });

    const context = await newContext(browser);
    const page = await context.newPage();
    const watch = watchPage(page);
    await openResearch(page);
    await page.getByRole('button', { name: /^Show all/ }).click();
    const badges = await leaderboardColumn(page, 'Verification');
    expect(badges[0]).toBe('Provider-verified');
    expect(badges.slice(1)).not.toContain('Provider-verified');
    expect((await modelColumn(page))[0]).toBe('portal-model standin');
    const badge = page.locator('table.leaderboard tbody.ranked tr').first().locator('.badge');
    expect(await badge.getAttribute('title')).toBe('Provider-verified: this server played the run itself, calling the model through a registered provider.');
    await expectAccessible(page, 'research, a provider-verified entry');
    await page.locator('section', { has: page.locator('#leaderboard-title') }).screenshot({ path: path.join(SCREENSHOT_DIR, 'research-leaderboard-provider-verified.png') });
    noUnexpected(watch);
    await context.close();
  });
});

// Last: it adds a model with abandoned tables and moves the service's clock.
describe('the two orders of the board', () => {
  /** A built-in bot under another model's name. */
  const named = async (bot: string, model: string): Promise<Agent> => {
    const baseline = (await call(server.base, 'GET', '/api/research/benchmark/human-baseline')).body;
    const agent = builtInBot(bot, baseline)!;
    return { ...agent, provider: 'lab', model, decide: (turn) => agent.decide(turn), settings: () => agent.settings() };
  };
  type Entry = { rank: number; model: string; provider: string; tieGroup: number; runs: number; abandoned: number; abandonedOften: boolean };
  const boardBy = async (rankBy: 'mean' | 'overall') =>
    (await call<{ rankBy: string; entries: Entry[] }>(server.base, 'GET', `/api/research/benchmark/leaderboard?rankBy=${rankBy}`)).body;
  /** What "Tied with" says for each entry, from the API's tie groups: the ranks its group spans. */
  const tiedWith = (entries: Entry[]) =>
    entries.map((e) => {
      const ranks = entries.filter((o) => o.tieGroup === e.tieGroup).map((o) => o.rank);
      return ranks.length === 1 ? 'alone' : `ranks ${Math.min(...ranks)}–${Math.max(...ranks)}`;
    });

  it('shows the mean of all runs first, with tie groups and abandoned tables, and the top run one click away', async () => {
    // A model that finished one run and left two more tables after five decisions each.
    const quitter = await named('tit-for-tat', 'quitter-1');
    await playRun([server.base], researchKey, quitter, 1);
    for (let i = 0; i < 2; i++) await relayRun([server.base], researchKey, quitter, await openRun(server.base, researchKey, quitter, 1), 5);
    clock.advance((IDLE_S + 1) * 1000);
    await eventually(async () => (await boardBy('mean')).entries.find((e) => e.model === 'quitter-1')?.abandoned === 2, 30_000, 'the sweep records both tables');
    const [byMean, byOverall] = [await boardBy('mean'), await boardBy('overall')];
    expect(byMean.entries.find((e) => e.model === 'quitter-1')).toMatchObject({ runs: 3, abandoned: 2, abandonedOften: true });
    const models = (entries: Entry[]) => entries.map((e) => `${e.model} ${e.provider}`);
    expect(models(byMean.entries)).not.toEqual(models(byOverall.entries));

    const context = await newContext(browser);
    const page = await context.newPage();
    const watch = watchPage(page);
    await openResearch(page);
    const showAll = () => page.getByRole('button', { name: /^Show all/ }).click();
    expect(await page.getByRole('radio', { name: /^Mean of all runs/ }).isChecked()).toBe(true);
    expect(await page.locator('#leaderboard-order').innerText()).toMatch(/^Ranked by the mean of all runs, the research view/);
    await showAll();
    expect(await modelColumn(page)).toEqual(models(byMean.entries));
    expect(await leaderboardColumn(page, 'Tied with')).toEqual(tiedWith(byMean.entries));
    // The quitter's runs: the mean of three, two of them abandoned, and the badge that says it is often so.
    const row = page.locator('table.leaderboard tbody.ranked tr', { has: page.locator('th', { hasText: 'quitter-1' }) });
    const meanCell = (await leaderboardColumn(page, 'Mean of runs'))[models(byMean.entries).indexOf('quitter-1 lab')]!;
    expect(meanCell).toMatch(/ mean of 3 runs, 2 abandoned Often abandoned$/);
    expect(await row.locator('.badge-abandoned').getAttribute('title')).toMatch(/^More than a quarter of this model's runs are tables it opened and let expire/);
    // A model with several groups: not every entry is tied with the leader.
    expect(new Set(byMean.entries.map((e) => e.tieGroup)).size).toBeGreaterThan(1);
    await expectAccessible(page, 'research, ranked by the mean of all runs');
    await row.scrollIntoViewIfNeeded();
    const section = page.locator('section', { has: page.locator('#leaderboard-title') });
    await section.screenshot({ path: path.join(SCREENSHOT_DIR, 'research-leaderboard-abandoned.png') });

    // One click: the top run's order, kept in the address.
    await page.getByRole('radio', { name: /^Top run/ }).check();
    await expect.poll(() => page.locator('#leaderboard-order').innerText()).toMatch(/^Ranked by the top run of each model/);
    expect(new URL(page.url()).searchParams.get('rankBy')).toBe('overall');
    await showAll();
    expect(await modelColumn(page)).toEqual(models(byOverall.entries));
    expect(await leaderboardColumn(page, 'Tied with')).toEqual(tiedWith(byOverall.entries));
    // The ranked-by score comes first: Overall before Mean of runs here, after it in the mean order.
    const headers = await page.locator('table.leaderboard thead th').allInnerTexts();
    expect(headers.findIndex((h) => h.startsWith('Overall'))).toBeLessThan(headers.findIndex((h) => h.startsWith('Mean of runs')));
    await expectAccessible(page, 'research, ranked by the top run');

    // A reload keeps the order the address names; choosing the mean again takes it out of the address.
    await page.reload();
    await page.locator('table.leaderboard tbody.ranked tr').first().waitFor();
    expect(await page.getByRole('radio', { name: /^Top run/ }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: /^Mean of all runs/ }).check();
    await expect.poll(() => page.locator('#leaderboard-order').innerText()).toMatch(/^Ranked by the mean of all runs/);
    expect(new URL(page.url()).searchParams.has('rankBy')).toBe(false);
    noUnexpected(watch);
    await context.close();
  });
});
