// The API reference at /docs: Scalar's bundle from the npm package, reading /api/v1/openapi.json, nothing from outside.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations, newContext, overflowsViewport, type PageRig, RIG_TIMEOUT_MS, screenshot, startPageRig, watchPage } from '../helpers/browser.ts';
import type { TestServer } from '../helpers/server.ts';

let server: TestServer;
let browser: Browser;
let rig: PageRig;

beforeAll(async () => {
  ({ server, browser } = rig = await startPageRig());
}, RIG_TIMEOUT_MS);

afterAll(() => rig?.close());

describe('API reference', () => {
  it('renders the service\'s OpenAPI document with no outside request and no accessibility violation', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const watch = watchPage(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${server.base}/docs`);
    await page.getByRole('heading', { name: 'Tool-execution and research-data service' }).waitFor();
    expect(requested.filter((url) => !url.startsWith(server.base) && !url.startsWith('data:'))).toEqual([]);
    expect(requested).toContain(`${server.base}/api/v1/openapi.json`);
    const violations = await axeViolations(page);
    await screenshot(page, 'docs');
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(watch.problems).toEqual([]);
    await context.close();
  });

  it('fits a 360 px screen', async () => {
    const context = await newContext(browser, 360);
    const page = await context.newPage();
    await page.goto(`${server.base}/docs`);
    await page.getByRole('heading', { name: 'Tool-execution and research-data service' }).waitFor();
    expect(await overflowsViewport(page)).toBe(false);
    await screenshot(page, 'docs-360');
    await context.close();
  });
});
