// Browser tests: Debian's Chromium driven by playwright-core, the pages built into a temporary folder, axe-core run
// inside the page, and everything the page complains about (console errors, failed requests) collected.
import { readFile, mkdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildWeb, type WebBuild } from '../../web/build.ts';
import type { Clock } from '../../src/clock.ts';
import { startTestServer, tempDir, type TestServer } from './server.ts';

/** Debian's package puts it here; CHROMIUM_PATH overrides (playwright's own browser download cannot work here). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Screenshots of every page, kept after the run (test-artifacts/ is not committed). */
export const SCREENSHOT_DIR = path.resolve('test-artifacts/screenshots');

/** Builds the pages once per test file; returns the folder for WEB_DIR, the build's figures and a clean-up. */
export async function builtPages(): Promise<WebBuild & { dir: string; remove(): Promise<void> }> {
  const dir = await tempDir();
  return { ...(await buildWeb(dir)), dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The service on freshly built pages, and a browser: what every browser test file starts with. */
export interface PageRig {
  server: TestServer;
  browser: Browser;
  build: WebBuild;
  close(): Promise<void>;
}

/** Builds the pages, starts the service on them (with `env` added) and launches Chromium; slow on a busy machine. */
export async function startPageRig(env: Record<string, string> = {}, clock?: Clock): Promise<PageRig> {
  const pages = await builtPages();
  const server = await startTestServer({ env: { WEB_DIR: pages.dir, ...env }, clock });
  const browser = await launchBrowser();
  return {
    server,
    browser,
    build: pages,
    async close() {
      await browser.close();
      await server.close();
      await pages.remove();
    },
  };
}

/** How long a browser test file may take to start its rig (a build, a service start and a browser launch). */
export const RIG_TIMEOUT_MS = 120_000;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // The machine's network is closed: without these Chromium keeps trying to reach Google's services.
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A fresh context (own cookies and storage) at a phone's width (360 px) or a laptop's. */
export function newContext(browser: Browser, width: 360 | 1280 = 1280): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width, height: width === 360 ? 740 : 900 }, deviceScaleFactor: 1 });
}

export interface PageWatch {
  /** Console errors, uncaught exceptions, failed requests and answers with a status of 400 or more, in order. */
  problems: string[];
  /** Problems that no pattern in `expected` explains. */
  unexpected(...expected: RegExp[]): string[];
}

/** Starts collecting a page's problems; call before the first navigation. */
export function watchPage(page: Page): PageWatch {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`requestfailed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`response: ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return {
    problems,
    unexpected: (...expected) => problems.filter((problem) => !expected.some((pattern) => pattern.test(problem))),
  };
}

let axeSource: Promise<string> | null = null;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/** axe-core's WCAG 2.x A and AA rules on the page as it is now; an empty list is a pass. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the DevTools protocol, which the page's CSP (script-src 'self') does not govern.
  await page.evaluate(await axeSource);
  return page.evaluate(async () => {
    // Runs in the page (this file is type-checked without the DOM library).
    const { axe, document } = globalThis as unknown as {
      axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> };
      document: unknown;
    };
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  });
}

/** A readable summary of violations for an assertion message. */
export const describeViolations = (violations: AxeViolation[]) =>
  violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('\n')}`).join('\n');

export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Whether the page is wider than the viewport (content that forces sideways scrolling at 360 px). */
export const overflowsViewport = (page: Page) =>
  page.evaluate(() => {
    const { documentElement: root } = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document;
    return root.scrollWidth > root.clientWidth + 1;
  });
