// The account dashboard at `/` in a real browser: sign-up and log-in, a key shown once, the playground running a tool
// with it, usage moving, revocation with a confirmation, and the revoked key refused.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations, newContext, overflowsViewport, type PageRig, type PageWatch, RIG_TIMEOUT_MS, screenshot, startPageRig, watchPage } from '../helpers/browser.ts';
import { PASSWORD, setPlan, uniqueEmail } from '../helpers/client.ts';
import type { TestServer } from '../helpers/server.ts';

let server: TestServer;
let browser: Browser;
let rig: PageRig;

beforeAll(async () => {
  ({ server, browser } = rig = await startPageRig());
}, RIG_TIMEOUT_MS);

afterAll(() => rig?.close());

async function expectNoViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/**
 * Asserts the page met no problem but the failed answers the flow expects (matched by address). Chromium also logs
 * each 4xx fetch as a console error without its address: those are matched by count against the expected answers.
 */
function expectOnlyExpectedFailures(watch: PageWatch, expected: RegExp[]): void {
  const consoleFailure = /^console: Failed to load resource: the server responded with a status of 4\d\d/;
  expect(watch.unexpected(consoleFailure, ...expected)).toEqual([]);
  const answers = watch.problems.filter((problem) => expected.some((pattern) => pattern.test(problem))).length;
  expect(watch.problems.filter((problem) => consoleFailure.test(problem)).length, watch.problems.join('\n')).toBeLessThanOrEqual(answers);
}

/** The page's elements, as far as the check below needs them (this file is type-checked without the DOM library). */
interface PageElement {
  tagName: string;
  className: string;
  getBoundingClientRect(): { right: number };
  closest(selector: string): unknown;
}

/** Elements reaching past the viewport's right edge, for the overflow assertion's message. */
const widerThanViewport = (page: Page) =>
  page.evaluate(() => {
    const { document, getComputedStyle } = globalThis as unknown as {
      document: { documentElement: { clientWidth: number }; querySelectorAll(selector: string): Iterable<PageElement> };
      getComputedStyle(element: PageElement): { position: string };
    };
    const width = document.documentElement.clientWidth;
    return (
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > width + 1)
        // What scrolls inside a .table-wrap is fine, unless positioned out of it.
        .filter((el) => !el.closest('.table-wrap') || getComputedStyle(el).position === 'absolute')
        .slice(0, 10)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}px`)
    );
  });

async function expectNoOverflow(page: Page): Promise<void> {
  expect(await overflowsViewport(page), (await widerThanViewport(page)).join('\n')).toBe(false);
}

async function signUpInPage(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('button', { name: 'Log out' }).waitFor();
  // The key list loads after sign-in: a reload before it answers would abort that request.
  await page.getByText('No active keys yet.').waitFor();
}

async function createKey(page: Page, name: string): Promise<string> {
  await page.getByLabel('Key name').fill(name);
  await page.getByRole('button', { name: 'Create key' }).click();
  const shown = page.locator('.key-value code');
  await shown.waitFor();
  return shown.innerText();
}

async function runWordCounter(page: Page, text: string): Promise<void> {
  await page.getByLabel('Search tools by name or slug').fill('word counter');
  await page.getByRole('button', { name: /word-counter/ }).click();
  const input = page.getByRole('textbox', { name: /^text/ });
  await input.fill(text);
  await page.getByRole('button', { name: 'Run Word counter' }).click();
}

const keyField = (page: Page) => page.getByLabel('API key', { exact: true });
const runStatus = (page: Page) => page.locator('.run-status');

describe('account dashboard', () => {
  it('signed out: shows the sign-up and log-in forms, and the API\'s message for a wrong password', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`${server.base}/`);
    await page.getByRole('form', { name: 'Sign up' }).waitFor();
    await page.getByRole('form', { name: 'Log in' }).waitFor();
    // The public catalog loads without a session.
    await page.getByLabel('Search tools by name or slug').waitFor();
    await expectNoViolations(page);
    await screenshot(page, 'dashboard-signed-out');

    const login = page.getByRole('form', { name: 'Log in' });
    await login.getByLabel('E-mail address').fill(uniqueEmail());
    await login.getByLabel('Password').fill('not the password at all');
    await login.getByRole('button', { name: 'Log in' }).click();
    await login.getByText('E-mail address or password is wrong.').waitFor();

    const signup = page.getByRole('form', { name: 'Sign up' });
    await signup.getByLabel('E-mail address').fill(uniqueEmail());
    await signup.getByLabel('Password').fill('short');
    await signup.getByRole('button', { name: 'Create account' }).click();
    await signup.getByText('The password must be 10 to 256 characters long.').waitFor();
    await expectNoViolations(page);

    expectOnlyExpectedFailures(watch, [
      /^response: 401 GET .*\/api\/auth\/me$/,
      /^response: 401 POST .*\/api\/auth\/login$/,
      /^response: 400 POST .*\/api\/auth\/signup$/,
    ]);
    await context.close();
  });

  it('signs up, creates a key shown once, runs a tool with it, shows usage, revokes it and sees it refused', { timeout: 90_000 }, async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const watch = watchPage(page);
    const email = uniqueEmail();
    await page.goto(`${server.base}/`);
    await signUpInPage(page, email);
    await page.getByText(email, { exact: true }).waitFor();
    await page.getByText('API keys need the').waitFor();

    await setPlan(server.config.dataDir, email, 'pro');
    await page.reload();
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    await page.locator('.facts dd', { hasText: /^Pro$/ }).waitFor();

    const key = await createKey(page, 'ci key');
    expect(key).toMatch(/^svc_[0-9a-f]{32}$/);
    await page.getByText('it will not be shown again').waitFor();
    // The playground is filled in with the new key while its panel is open.
    expect(await keyField(page).inputValue()).toBe(key);

    await page.getByRole('cell', { name: `${key.slice(0, 12)}...` }).waitFor();
    await page.getByRole('button', { name: /dismiss/ }).click();
    await page.getByText('The key was dismissed').waitFor();
    expect(await page.content()).not.toContain(key);
    expect(await keyField(page).inputValue()).toBe('');
    await page.reload();
    await page.getByRole('cell', { name: `${key.slice(0, 12)}...` }).waitFor();
    expect(await page.content()).not.toContain(key);
    await expectNoViolations(page);
    await screenshot(page, 'dashboard');

    // The full key is pasted back, as a reader would after a reload.
    await keyField(page).fill(key);
    await page.getByText('This is your key “ci key”.').waitFor();
    await runWordCounter(page, 'one two three');
    await runStatus(page).filter({ hasText: 'Word counter answered 200' }).waitFor();
    const body = page.getByRole('region', { name: 'Playground' }).getByLabel('Response body');
    expect(JSON.parse(await body.innerText())).toMatchObject({ success: true, tool: 'word-counter', result: { words: 3 } });
    await page.locator('dt', { hasText: 'X-RateLimit-Remaining' }).waitFor();
    expect(await page.locator('dt:has-text("X-RateLimit-Remaining") + dd').innerText()).toBe('99');
    // The curl command masks the key unless asked.
    const curl = page.getByLabel('Equivalent curl command');
    expect(await curl.innerText()).toContain(`x-api-key: ${key.slice(0, 12)}...`);
    expect(await curl.innerText()).not.toContain(key);
    await page.getByLabel('Show the key in the curl command').check();
    expect(await curl.innerText()).toContain(`x-api-key: ${key}`);
    await page.getByLabel('Show the key in the curl command').uncheck();
    // The key list refreshes after a run: one request this hour.
    await page.locator('.usage-count', { hasText: /^1 \/ 100$/ }).waitFor();
    await expectNoViolations(page);
    await screenshot(page, 'dashboard-playground');

    // A union of enums (an integer or "continuous") is still a choice among its values, and the choice runs.
    await page.getByLabel('Search tools by name or slug').fill('compound interest');
    await page.getByRole('button', { name: /compound-interest-calculator/ }).click();
    const compounding = page.getByRole('combobox', { name: /^compoundsPerYear/ });
    await compounding.waitFor();
    expect(await compounding.locator('option').allInnerTexts()).toEqual(['(tool default)', '1', '2', '4', '12', '52', '365', 'continuous']);
    await compounding.selectOption('continuous');
    await page.getByRole('button', { name: 'Run Compound interest calculator' }).click();
    await runStatus(page).filter({ hasText: 'Compound interest calculator answered 200' }).waitFor();
    expect(await page.getByLabel('Equivalent curl command').innerText()).toContain('"compoundsPerYear":"continuous"');
    await page.locator('.usage-count', { hasText: /^2 \/ 100$/ }).waitFor();
    await page.getByLabel('Search tools by name or slug').fill('word counter');
    await page.getByRole('button', { name: /word-counter/ }).click();

    await page.getByRole('button', { name: 'Revoke key “ci key”' }).click();
    await page.getByText('This cannot be undone.').waitFor();
    await page.getByRole('button', { name: 'Yes, revoke “ci key”' }).click();
    await page.getByText('No active keys yet.').waitFor();

    await page.getByRole('button', { name: 'Run Word counter' }).click();
    await runStatus(page).filter({ hasText: '401 invalid_api_key' }).waitFor();
    await page.getByText('The API key is malformed, unknown or revoked.').first().waitFor();

    // The first load is signed out (401 from /api/auth/me); the last run uses the revoked key.
    expectOnlyExpectedFailures(watch, [/^response: 401 GET .*\/api\/auth\/me$/, /^response: 401 POST .*\/api\/v1\/tools$/]);
    await context.close();
  });

  it('fits a 360 px screen signed in with keys and a playground result, and shows the five-key limit', { timeout: 90_000 }, async () => {
    const context = await newContext(browser, 360);
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`${server.base}/`);
    await page.getByRole('form', { name: 'Sign up' }).waitFor();
    await expectNoOverflow(page);

    const email = uniqueEmail();
    await signUpInPage(page, email);
    await setPlan(server.config.dataDir, email, 'pro');
    await page.reload();
    await createKey(page, 'phone');
    // No pasting: the key just created fills in the playground.
    await runWordCounter(page, 'small screens count words too');
    await runStatus(page).filter({ hasText: 'answered 200' }).waitFor();
    await page.locator('.usage-count', { hasText: /^1 \/ 100$/ }).waitFor();
    await expectNoOverflow(page);
    await expectNoViolations(page);
    await screenshot(page, 'dashboard-360');

    // The five-key limit: the sixth key is refused with the API's message.
    for (const name of ['two', 'three', 'four', 'five']) await createKey(page, name);
    await page.getByText('5 of 5 active keys used.').waitFor();
    await page.getByLabel('Key name').fill('six');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByText('An account can hold at most 5 active API keys; revoke one first.').waitFor();
    await expectNoOverflow(page);
    expectOnlyExpectedFailures(watch, [/^response: 401 GET .*\/api\/auth\/me$/, /^response: 409 POST .*\/api\/v1\/keys$/]);
    await context.close();
  });
});
