// API key management in a cookie session (SPEC §2).
import type { AuditLog } from '../audit.ts';
import type { ApiKeyService } from '../control/api-keys.ts';
import { DEFAULT_KEY_NAME } from '../control/api-keys.ts';
import { hourlyLimitOf, RATE_WINDOW_MS } from '../control/plans.ts';
import type { Account, ApiKeyRecord } from '../control/store.ts';
import type { SlidingWindowLimiter } from '../limits/limiter.ts';
import { keyWindowName } from '../limits/limiter.ts';
import { defineRoute, type RouteSpec } from './route.ts';

const iso = (ms: number) => new Date(ms).toISOString();

export interface KeyRouteDeps {
  apiKeys: ApiKeyService;
  audit: AuditLog;
  /** Read (never counted) for each key's hourly usage in the listing. */
  limiter: SlidingWindowLimiter;
}

export function keyRoutes({ apiKeys, audit, limiter }: KeyRouteDeps): RouteSpec[] {
  /** A key as listed: its metadata and its hourly window as the tool route would see it now. */
  const listingEntry = async (account: Account, key: ApiKeyRecord) => {
    const window = await limiter.peek(keyWindowName(key.hash), hourlyLimitOf(account), RATE_WINDOW_MS);
    return {
      hash: key.hash,
      name: key.name,
      prefix: key.prefix,
      createdAt: iso(key.createdAt),
      lastUsedAt: key.lastUsedAt === null ? null : iso(key.lastUsedAt),
      usage: { used: window.used, limit: window.limit, remaining: window.remaining, resetAt: iso(window.resetAt) },
    };
  };

  return [
    defineRoute({
      method: 'GET',
      path: '/api/v1/keys',
      tag: 'keys',
      summary: "The caller's active keys, newest first, with each one's hourly usage (never the keys themselves)",
      auth: 'session',
      responses: {
        200: {
          description: 'Active keys.',
          schema: {
            type: 'object',
            properties: {
              keys: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    hash: { type: 'string', description: 'SHA-256 of the key; identifies it for revocation.' },
                    name: { type: 'string' },
                    prefix: { type: 'string', description: 'First 12 characters and an ellipsis.' },
                    createdAt: { type: 'string', format: 'date-time' },
                    lastUsedAt: { type: ['string', 'null'], format: 'date-time' },
                    usage: {
                      type: 'object',
                      description: "The key's sliding one-hour window now, read without counting a request.",
                      properties: {
                        used: { type: 'integer', description: 'Requests in the last hour.' },
                        limit: { type: 'integer', description: "The account's hourly limit per key (0 on the free plan)." },
                        remaining: { type: 'integer' },
                        resetAt: { type: 'string', format: 'date-time', description: 'When the oldest request in the window leaves it.' },
                      },
                      required: ['used', 'limit', 'remaining', 'resetAt'],
                    },
                  },
                  required: ['hash', 'name', 'prefix', 'createdAt', 'lastUsedAt', 'usage'],
                },
              },
            },
            required: ['keys'],
          },
        },
      },
      errors: ['unauthenticated'],
      async handle({ account }) {
        const keys = await apiKeys.list(account!);
        return { status: 200, data: { keys: await Promise.all(keys.map((key) => listingEntry(account!, key))) } };
      },
    }),

    defineRoute<{ name?: string }>({
      method: 'POST',
      path: '/api/v1/keys',
      tag: 'keys',
      summary: 'Create an API key (Pro and Business; at most 5 active); the key is returned only in this response',
      auth: 'session',
      body: {
        schema: {
          type: 'object',
          properties: { name: { type: 'string', minLength: 1, maxLength: 64, default: DEFAULT_KEY_NAME } },
        },
        errors: { name: 'invalid_name' },
      },
      responses: {
        201: {
          description: 'The new key, shown once.',
          schema: {
            type: 'object',
            properties: {
              key: { type: 'string', description: '`svc_` and 32 lowercase hex characters.' },
              hash: { type: 'string' },
              name: { type: 'string' },
              prefix: { type: 'string' },
              createdAt: { type: 'string', format: 'date-time' },
              message: { type: 'string' },
            },
            required: ['key', 'hash', 'name', 'prefix', 'createdAt', 'message'],
          },
        },
      },
      errors: [
        'unauthenticated',
        'forbidden_origin',
        'plan_required',
        'key_limit_reached',
        'invalid_name',
        'invalid_body',
        'invalid_json',
        'payload_too_large',
      ],
      async handle({ account, body }) {
        const { key, record } = await apiKeys.create(account!, body.name);
        audit.record('key_created', { accountId: account!.id, email: account!.email, keyHash: record.hash, keyName: record.name });
        return {
          status: 201,
          // The only answer that carries the key: no cache may keep it.
          headers: { 'Cache-Control': 'no-store' },
          data: {
            key,
            hash: record.hash,
            name: record.name,
            prefix: record.prefix,
            createdAt: iso(record.createdAt),
            message: 'Save this key now: it is shown only once.',
          },
        };
      },
    }),

    defineRoute<{ hash: string }>({
      method: 'DELETE',
      path: '/api/v1/keys',
      tag: 'keys',
      summary: 'Revoke a key by its hash; it is refused at once on every instance',
      auth: 'session',
      body: {
        schema: { type: 'object', properties: { hash: { type: 'string', minLength: 1, maxLength: 128 } }, required: ['hash'] },
        errors: { hash: 'missing_hash' },
        fallback: 'missing_hash',
      },
      responses: {
        200: {
          description: 'Revoked.',
          schema: {
            type: 'object',
            properties: { revoked: { type: 'boolean' }, hash: { type: 'string' } },
            required: ['revoked', 'hash'],
          },
        },
      },
      errors: ['unauthenticated', 'forbidden_origin', 'missing_hash', 'key_not_found', 'invalid_json', 'payload_too_large'],
      async handle({ account, body }) {
        await apiKeys.revoke(account!, body.hash);
        audit.record('key_revoked', { accountId: account!.id, email: account!.email, keyHash: body.hash });
        return { status: 200, data: { revoked: true, hash: body.hash } };
      },
    }),
  ];
}
