// Whether a request's Origin is the service's own or a trusted one: the one rule behind the CSRF guard of
// cookie-authenticated writes (guards.ts) and MCP's Origin check (mcp.ts).

export type Scheme = 'http' | 'https';

/**
 * The scheme of the service's own pages. The service speaks plain HTTP, usually behind a TLS proxy, so it cannot see
 * the scheme its pages were loaded over: with a Secure session cookie (COOKIE_SECURE=true, the default) a browser only
 * sends the cookie from https pages, so the pages are https; with COOKIE_SECURE=false they are plain http.
 */
export const ownSchemeOf = (cookieSecure: boolean): Scheme => (cookieSecure ? 'https' : 'http');

/** A Host header: a name or an IPv4 address, or an IPv6 address in brackets, and an optional port; nothing else. */
const hostHeaderPattern = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/**
 * Names browsers treat as potentially trustworthy over plain HTTP: they keep and send a Secure cookie to
 * http://localhost or http://127.0.0.1 (and a network attacker cannot put a page there).
 */
const isLoopback = (hostname: string): boolean =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(hostname) || hostname === '[::1]';

/**
 * True when `origin` (an Origin header) is one of `trustedOrigins` (CORS_ORIGINS, serialised origins) or the service's
 * own: its scheme is `ownScheme` and its host and port are those of the Host header (a default port counts as absent
 * on both sides). On a loopback host, http is the service's own too whatever `ownScheme` says (see isLoopback). "null"
 * and other opaque or malformed origins, and any Origin on a request without a usable Host header, are not trusted.
 */
export function isOwnOrTrustedOrigin(
  origin: string,
  hostHeader: string | undefined,
  ownScheme: Scheme,
  trustedOrigins: readonly string[],
): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === 'null') return false;
  if (trustedOrigins.includes(url.origin)) return true;
  if (hostHeader === undefined || !hostHeaderPattern.test(hostHeader)) return false;
  const scheme = url.protocol.slice(0, -1);
  if (scheme !== 'http' && scheme !== 'https') return false;
  let own: URL;
  try {
    // Parsed under the Origin's scheme, so "host:443" and "host" are one host for https, as they are in the Origin.
    own = new URL(`${scheme}://${hostHeader}`);
  } catch {
    return false;
  }
  if (own.host !== url.host) return false;
  return scheme === ownScheme || (scheme === 'http' && isLoopback(own.hostname));
}

/**
 * The base of absolute links in documents for agents (llms.txt, tool pages): PUBLIC_URL when configured, else the
 * request's Host with the service's own scheme (http on a loopback name, as above); '' (relative links) when the Host
 * header is missing or not a plain host[:port].
 */
export function publicBaseOf(publicUrl: string | null, hostHeader: string | undefined, ownScheme: Scheme): string {
  if (publicUrl !== null) return publicUrl;
  if (hostHeader === undefined || !hostHeaderPattern.test(hostHeader)) return '';
  const hostname = hostHeader.replace(/:[0-9]+$/, '').toLowerCase();
  return `${isLoopback(hostname) ? 'http' : ownScheme}://${hostHeader.toLowerCase()}`;
}
