// Authentication guards, one per auth kind, run before the body is read (SPEC §3's order of checks).
import { createHash, timingSafeEqual } from 'node:crypto';
import { parse as parseCookies } from 'cookie';
import type { AuditLog } from '../audit.ts';
import { isoFormatter, type Clock } from '../clock.ts';
import type { AccountService } from '../control/accounts.ts';
import { rateLimitError } from '../control/accounts.ts';
import type { ApiKeyService } from '../control/api-keys.ts';
import { hourlyLimitOf, RATE_WINDOW_MS } from '../control/plans.ts';
import { ApiError } from '../errors.ts';
import type { KeyGrant } from '../control/store.ts';
import type { KeyGate } from '../control/key-gate.ts';
import { keyWindowName, type SlidingWindowLimiter, type WindowState } from '../limits/limiter.ts';
import { InFlight } from '../limits/in-flight.ts';
import { isOwnOrTrustedOrigin, ownSchemeOf } from './origin.ts';
import type { AuthKind, Guard, RouteContext } from './route.ts';
import { isJsonContentType } from './validation.ts';
import type { AccessStore } from '../../warehouse/access.ts';

export const SESSION_COOKIE = 'sid';

export interface GuardDeps {
  accounts: AccountService;
  apiKeys: ApiKeyService;
  limiter: SlidingWindowLimiter;
  /** The tool route's key check and window in one step. */
  keyGate: KeyGate;
  clock: Clock;
  /** Origins besides the service's own that may make cookie-authenticated writes. */
  trustedOrigins: readonly string[];
  /** Whether the session cookie is Secure: the service's own origin is then https (origin.ts). */
  cookieSecure: boolean;
  /** Bearer token of the admin listener; null where the routes are not the admin listener's. */
  adminToken: string | null;
  /** Research and ingest keys; null where no warehouse is open. */
  access: AccessStore | null;
  /** Where a refused admin token is recorded. */
  audit: AuditLog;
  /** Research requests one research key, and one client address, may have in flight at once (429 past either). */
  researchInFlight: { perKey: number; perAddress: number };
}

/** SPEC §4: 1,000 requests an hour per research key; public research endpoints 120 a minute per client address. */
export const RESEARCH_KEY_LIMIT = 1_000;
export const PUBLIC_RESEARCH_LIMIT = 120;
export const PUBLIC_RESEARCH_WINDOW_MS = 60_000;

const resetIso = isoFormatter();

export function rateLimitHeaders(window: WindowState): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(window.limit),
    'X-RateLimit-Remaining': String(window.remaining),
    'X-RateLimit-Reset': resetIso(window.resetAt),
  };
}

/** Gives the place back, then fails as `error` did. */
const releasing = (release: () => void) => (error: unknown): never => {
  release();
  throw error;
};

function bearer(authorization: string | undefined): string | undefined {
  const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/**
 * Counts one request of an API key against its hourly window: every REST call through the apiKey guard, and each MCP
 * `tools/call`. Fills the X-RateLimit-* headers; past the limit, throws 429 with Retry-After.
 */
export type KeyWindow = (grant: KeyGrant, headers: Record<string, string>) => Promise<WindowState>;

export function keyWindow(deps: Pick<GuardDeps, 'limiter' | 'clock'>): KeyWindow {
  return async (grant, headers) =>
    applyKeyWindow(await deps.limiter.hit(keyWindowName(grant.keyHash), hourlyLimitOf(grant), RATE_WINDOW_MS), headers, deps.clock);
}

/** A key's window after its request: the X-RateLimit-* headers, and past the limit 429 with Retry-After. */
function applyKeyWindow(window: WindowState, headers: Record<string, string>, clock: Clock): WindowState {
  Object.assign(headers, rateLimitHeaders(window));
  if (!window.allowed) throw rateLimitError(window.resetAt, clock());
  return window;
}

/**
 * CSRF guard for cookie-authenticated writes: a JSON content type (no simple form post) and, when the browser sent an
 * Origin, the service's own (scheme, host and port) or a trusted one.
 */
function assertSafeWrite(ctx: RouteContext, deps: Pick<GuardDeps, 'trustedOrigins' | 'cookieSecure'>): void {
  const { headers } = ctx.req;
  if (!isJsonContentType(headers['content-type'])) throw new ApiError('forbidden_origin');
  const origin = headers.origin;
  if (origin === undefined) return;
  if (!isOwnOrTrustedOrigin(origin, headers.host, ownSchemeOf(deps.cookieSecure), deps.trustedOrigins)) {
    throw new ApiError('forbidden_origin');
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();

export function createGuards(deps: GuardDeps): Record<AuthKind, Guard> {
  /** Counts one request against a window; past the limit, 429 with Retry-After. */
  const spend = async (ctx: RouteContext, key: string, limit: number, windowMs: number) => {
    const window = await deps.limiter.hit(key, limit, windowMs);
    if (!window.allowed) throw rateLimitError(window.resetAt, deps.clock());
    return window;
  };

  /** The presented research key's access: 401 without one, or for one unknown or revoked. */
  const researchAccess = async (ctx: RouteContext) => {
    const presented = ctx.req.headers['x-research-key'];
    if (!presented) throw new ApiError('missing_research_key');
    const access = await deps.access?.authoriseResearch(presented);
    if (!access) throw new ApiError('invalid_research_key');
    return access;
  };

  /**
   * A place among the research requests in flight of the client's address and of `key` (the research key's hash), held
   * until the answer is written or the client has gone; its statements queue in `lane` (fair turns on the warehouse's
   * readers). 429 past either.
   */
  const researchInFlight = new InFlight();
  const admitResearch = (ctx: RouteContext, lane: string, keyHash: string | null): (() => void) => {
    const { perKey, perAddress } = deps.researchInFlight;
    const places: Array<[string, number]> = [[`address:${ctx.req.remoteAddress}`, perAddress]];
    if (keyHash !== null) places.push([`key:${keyHash}`, perKey]);
    const release = researchInFlight.take(places);
    if (!release) {
      const which = keyHash === null ? `${perAddress} from one address` : `${perKey} of one research key (and ${perAddress} from one address)`;
      throw new ApiError(
        'rate_limit_exceeded',
        `At most ${which} research requests may be in flight at once; send the next when one has been answered.`,
        { retryAfter: new Date(deps.clock() + 1_000).toISOString() },
        { 'Retry-After': '1' },
      );
    }
    ctx.lane = { name: lane, wanted: () => !ctx.req.gone };
    return release;
  };

  /** The presented `x-api-key` or Bearer key (its checks: 401 unknown or revoked, 403 on a plan without API access). */
  const presentedKey = (ctx: RouteContext) => ctx.req.headers['x-api-key'] || bearer(ctx.req.headers.authorization);

  return {
    public: { reads: [], check: async () => {} },

    session: {
      reads: ['cookie', 'content-type', 'origin', 'host'],
      async check(ctx) {
        const token = ctx.req.headers.cookie ? parseCookies(ctx.req.headers.cookie)[SESSION_COOKIE] : undefined;
        const account = token && token.length <= 128 ? await deps.accounts.accountOfSession(token) : null;
        if (!account) throw new ApiError('unauthenticated');
        if (ctx.req.method !== 'GET') assertSafeWrite(ctx, deps);
        ctx.account = account;
        ctx.sessionToken = token!;
      },
    },

    apiKey: {
      reads: ['x-api-key', 'authorization'],
      async check(ctx) {
        const { grant, window } = await deps.apiKeys.admit(presentedKey(ctx), deps.keyGate);
        ctx.window = applyKeyWindow(window, ctx.headers, deps.clock);
        ctx.grant = grant;
      },
    },

    apiKeyUncounted: {
      reads: ['x-api-key', 'authorization'],
      async check(ctx) {
        ctx.grant = await deps.apiKeys.authorise(presentedKey(ctx));
      },
    },

    admin: {
      reads: ['authorization'],
      async check(ctx) {
        const presented = bearer(ctx.req.headers.authorization);
        const expected = deps.adminToken;
        if (!expected || !presented || !timingSafeEqual(sha256(presented), sha256(expected))) {
          deps.audit.record('admin_rejected', { command: ctx.req.path.slice(0, 100) });
          throw new ApiError('unauthenticated', 'The admin listener needs the token from DATA_DIR/admin.json.', {}, {
            'WWW-Authenticate': 'Bearer realm="admin"',
          });
        }
      },
    },

    researchPublic: {
      reads: [],
      async check(ctx) {
        const release = admitResearch(ctx, `address:${ctx.req.remoteAddress}`, null);
        // The address is only a limiter key: held in memory or Redis for the window, never stored or logged.
        await spend(ctx, `research-ip:${ctx.req.remoteAddress}`, PUBLIC_RESEARCH_LIMIT, PUBLIC_RESEARCH_WINDOW_MS).catch(releasing(release));
        return release;
      },
    },

    research: {
      reads: ['x-research-key'],
      async check(ctx) {
        const access = await researchAccess(ctx);
        const release = admitResearch(ctx, `buyer:${access.buyer.id}`, access.keyHash);
        await spend(ctx, `research-key:${access.keyHash}`, RESEARCH_KEY_LIMIT, RATE_WINDOW_MS).catch(releasing(release));
        ctx.buyer = access.buyer;
        return release;
      },
    },

    researchUncounted: {
      reads: ['x-research-key'],
      async check(ctx) {
        ctx.buyer = (await researchAccess(ctx)).buyer;
      },
    },

    ingest: {
      reads: ['x-ingest-key'],
      async check(ctx) {
        const presented = ctx.req.headers['x-ingest-key'];
        if (!presented) throw new ApiError('missing_ingest_key');
        if (!(await deps.access?.isIngestKey(presented))) throw new ApiError('invalid_ingest_key');
      },
    },
  };
}
