// The origin rule of the CSRF guard and MCP, as a table: scheme, host and port against the Host header, the loopback
// exception, trusted origins, and what is never trusted.
import { describe, expect, it } from 'vitest';
import { isOwnOrTrustedOrigin, ownSchemeOf, publicBaseOf, type Scheme } from '../../src/api/origin.ts';
import { loadConfig } from '../../src/config.ts';

const trusted = ['https://app.example.com'];

// [origin, Host header, own scheme, expected]
const cases: Array<[string, string | undefined, Scheme, boolean]> = [
  // The service's own origin: scheme, host and port all match.
  ['https://svc.example', 'svc.example', 'https', true],
  ['https://svc.example', 'svc.example:443', 'https', true],
  ['https://svc.example:8443', 'svc.example:8443', 'https', true],
  ['http://127.0.0.1:8080', '127.0.0.1:8080', 'http', true],
  ['http://[::1]:8080', '[::1]:8080', 'http', true],
  ['https://SVC.example', 'svc.EXAMPLE', 'https', true],
  // The wrong scheme: http beside a Secure cookie, https on a plain-HTTP service.
  ['http://svc.example', 'svc.example', 'https', false],
  ['https://127.0.0.1:8080', '127.0.0.1:8080', 'http', false],
  ['https://localhost:8080', 'localhost:8080', 'http', false],
  // Loopback: browsers send a Secure cookie to plain-HTTP pages there, so http is the service's own too.
  ['http://127.0.0.1:8080', '127.0.0.1:8080', 'https', true],
  ['http://localhost:8080', 'localhost:8080', 'https', true],
  ['http://[::1]:8080', '[::1]:8080', 'https', true],
  ['https://127.0.0.1:8080', '127.0.0.1:8080', 'https', true],
  // Another port or host.
  ['http://127.0.0.1:8081', '127.0.0.1:8080', 'http', false],
  ['http://127.0.0.1', '127.0.0.1:8080', 'http', false],
  ['http://127.0.0.1:8080', '127.0.0.1', 'http', false],
  ['https://svc.example:444', 'svc.example', 'https', false],
  ['http://localhost:8080', '127.0.0.1:8080', 'http', false],
  ['https://evil.example', 'svc.example', 'https', false],
  ['https://svc.example.evil.example', 'svc.example', 'https', false],
  // Trusted origins, whatever the Host header says.
  ['https://app.example.com', 'svc.example', 'https', true],
  ['https://app.example.com', undefined, 'http', true],
  ['http://app.example.com', 'svc.example', 'https', false],
  ['https://app.example.com:8443', 'svc.example', 'https', false],
  // Never trusted: opaque, malformed or other-scheme origins, and any origin without a usable Host header.
  ['null', 'svc.example', 'https', false],
  ['', 'svc.example', 'https', false],
  ['svc.example', 'svc.example', 'https', false],
  ['file:///etc/passwd', 'svc.example', 'https', false],
  ['ftp://svc.example', 'svc.example', 'https', false],
  ['https://svc.example', undefined, 'https', false],
  ['https://svc.example', '', 'https', false],
  ['https://svc.example', 'svc.example/path', 'https', false],
  ['https://svc.example', 'user@svc.example', 'https', false],
];

describe('isOwnOrTrustedOrigin', () => {
  it.each(cases)('%s with Host %s, own scheme %s → %s', (origin, host, scheme, expected) => {
    expect(isOwnOrTrustedOrigin(origin, host, scheme, trusted)).toBe(expected);
  });

  it('takes the own scheme from COOKIE_SECURE', () => {
    expect([ownSchemeOf(true), ownSchemeOf(false)]).toEqual(['https', 'http']);
  });

  it('builds the public base of agent documents from PUBLIC_URL, else from a well-formed Host', () => {
    expect(publicBaseOf('https://tools.example.com/svc', 'evil.example', 'https')).toBe('https://tools.example.com/svc');
    expect(publicBaseOf(null, 'Tools.Example.com:8443', 'https')).toBe('https://tools.example.com:8443');
    expect(publicBaseOf(null, 'tools.example.com', 'http')).toBe('http://tools.example.com');
    // A loopback name is http whatever COOKIE_SECURE says (as the origin rule above).
    expect(publicBaseOf(null, 'localhost:8080', 'https')).toBe('http://localhost:8080');
    expect(publicBaseOf(null, '127.0.0.1:8080', 'https')).toBe('http://127.0.0.1:8080');
    // Missing or malformed: relative links, never the header's text.
    for (const host of [undefined, '', 'a b', 'x](javascript:alert(1))', 'host/path', 'user@host']) expect(publicBaseOf(null, host, 'https')).toBe('');
  });

  it('takes PUBLIC_URL as an http(s) address without query, fragment or credentials', () => {
    const publicUrl = (value: string) => loadConfig({ PUBLIC_URL: value }).publicUrl;
    expect(publicUrl('https://tools.example.com/')).toBe('https://tools.example.com');
    expect(publicUrl('https://tools.example.com/svc/')).toBe('https://tools.example.com/svc');
    expect(loadConfig({}).publicUrl).toBeNull();
    for (const bad of ['tools.example.com', 'ftp://tools.example.com', 'https://tools.example.com/?a=1', 'https://u:p@tools.example.com']) {
      expect(() => publicUrl(bad), bad).toThrow(/PUBLIC_URL/);
    }
  });
});
