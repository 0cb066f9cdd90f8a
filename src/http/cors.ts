// Cross-origin policy: any origin may call the key-authenticated API; only listed origins may send cookies.

export interface CorsPolicy {
  /** Origins answered with their own name and Access-Control-Allow-Credentials (cookie sessions). */
  credentialedOrigins: readonly string[];
}

const allowMethods = 'GET, HEAD, POST, DELETE, OPTIONS';
// Mcp-Protocol-Version: browser MCP clients send it on every request after initialize.
const allowHeaders = 'Content-Type, X-Api-Key, Authorization, X-Research-Key, X-Ingest-Key, Mcp-Protocol-Version';
const exposeHeaders =
  'X-Request-Id, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After, X-Total-Count, Content-Disposition, WWW-Authenticate';

const none: ReadonlyArray<[string, string]> = [];

export function corsHeaders(policy: CorsPolicy, origin: string | undefined): ReadonlyArray<[string, string]> {
  if (!origin) return none;
  if (policy.credentialedOrigins.includes(origin)) {
    return [
      ['Access-Control-Allow-Origin', origin],
      ['Access-Control-Allow-Credentials', 'true'],
      ['Access-Control-Expose-Headers', exposeHeaders],
      ['Vary', 'Origin'],
    ];
  }
  return [
    ['Access-Control-Allow-Origin', '*'],
    ['Access-Control-Expose-Headers', exposeHeaders],
  ];
}

export function preflightHeaders(policy: CorsPolicy, origin: string | undefined): ReadonlyArray<[string, string]> {
  return [
    ...corsHeaders(policy, origin),
    ['Access-Control-Allow-Methods', allowMethods],
    ['Access-Control-Allow-Headers', allowHeaders],
    ['Access-Control-Max-Age', '600'],
  ];
}
