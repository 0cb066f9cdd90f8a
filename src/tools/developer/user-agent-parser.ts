import UAParser from 'ua-parser-js';
import { defineTool, nullable } from '../define.ts';

/** Crawlers, link-preview fetchers and HTTP libraries name themselves with one of these words. */
const botPattern =
  /bot\b|bot\/|crawler|spider|slurp|facebookexternalhit|embedly|preview|headless|lighthouse|curl\/|wget\/|python-requests|go-http-client|okhttp|axios\/|node-fetch|java\//i;

const part = (value: string | undefined) => (value === undefined || value === '' ? null : value);

const nullableString = nullable({ type: 'string' });

export default defineTool({
  slug: 'user-agent-parser',
  name: 'User-agent parser',
  category: 'developer',
  description:
    'Identifies the browser, rendering engine, operating system, device and CPU architecture named in a User-Agent header (ua-parser-js), and flags common bots, crawlers and HTTP clients. Unknown parts are null; desktop browsers have no device type.',
  inputSchema: {
    type: 'object',
    properties: {
      userAgent: {
        type: 'string',
        maxLength: 2_000,
        description: 'The User-Agent header value (only its first 500 characters are examined).',
      },
    },
    required: ['userAgent'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      browser: {
        type: 'object',
        properties: { name: nullableString, version: nullableString, major: { ...nullableString, description: 'Major version.' } },
        required: ['name', 'version', 'major'],
      },
      engine: {
        type: 'object',
        properties: { name: nullableString, version: nullableString },
        required: ['name', 'version'],
      },
      os: {
        type: 'object',
        properties: { name: nullableString, version: nullableString },
        required: ['name', 'version'],
      },
      device: {
        type: 'object',
        properties: {
          vendor: nullableString,
          model: nullableString,
          type: { ...nullableString, description: 'mobile, tablet, smarttv, console, wearable, embedded or xr; null for desktops.' },
        },
        required: ['vendor', 'model', 'type'],
      },
      cpu: {
        type: 'object',
        properties: { architecture: { ...nullableString, description: 'e.g. amd64, arm64, ia32.' } },
        required: ['architecture'],
      },
      isBot: { type: 'boolean', description: 'Whether it looks like a crawler, preview fetcher or scripted HTTP client.' },
    },
    required: ['browser', 'engine', 'os', 'device', 'cpu', 'isBot'],
  },
  examples: [
    {
      inputs: {
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      },
      result: {
        browser: { name: 'Mobile Safari', version: '17.4', major: '17' },
        engine: { name: 'WebKit', version: '605.1.15' },
        os: { name: 'iOS', version: '17.4' },
        device: { vendor: 'Apple', model: 'iPhone', type: 'mobile' },
        cpu: { architecture: null },
        isBot: false,
      },
    },
    {
      inputs: {
        userAgent:
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.67',
      },
      result: {
        browser: { name: 'Edge', version: '124.0.2478.67', major: '124' },
        engine: { name: 'Blink', version: '124.0.0.0' },
        os: { name: 'Windows', version: '10' },
        device: { vendor: null, model: null, type: null },
        cpu: { architecture: 'amd64' },
        isBot: false,
      },
    },
    {
      inputs: { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      result: {
        browser: { name: null, version: null, major: null },
        engine: { name: null, version: null },
        os: { name: null, version: null },
        device: { vendor: null, model: null, type: null },
        cpu: { architecture: null },
        isBot: true,
      },
    },
  ],
  run({ userAgent }: { userAgent: string }) {
    const { browser, engine, os, device, cpu } = new UAParser(userAgent).getResult();
    return {
      browser: { name: part(browser.name), version: part(browser.version), major: part(browser.major) },
      engine: { name: part(engine.name), version: part(engine.version) },
      os: { name: part(os.name), version: part(os.version) },
      device: { vendor: part(device.vendor), model: part(device.model), type: part(device.type) },
      cpu: { architecture: part(cpu.architecture) },
      isBot: botPattern.test(userAgent.slice(0, 500)),
    };
  },
});
