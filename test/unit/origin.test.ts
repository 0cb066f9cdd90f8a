// The origin rule of the CSRF guard and MCP, as a table: scheme, host and port against the Host header, the loopback
// exception, trusted origins, and what is never trusted.
import { describe, expect, it } from 'vitest';
import { isOwnOrTrustedOrigin, ownSchemeOf, type Scheme } from '../../src/api/origin.ts';

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
});
