// An answer served many times unchanged (the leaderboard, the matrix, the function definitions, llms.txt): encoded
// once, gzipped once, with a strong ETag per encoding, so a request costs neither serialising nor compressing, and a
// client that holds it gets a 304.
import { gzipSync } from 'node:zlib';
import { etagOf, notModified } from '../http/conditional.ts';
import type { HttpRequest } from '../http/types.ts';
import type { Reply } from './route.ts';

export interface HeldAnswer {
  plain: Buffer;
  gzip: Buffer;
  etag: string;
  gzipEtag: string;
}

export function holdAnswer(body: string | Buffer): HeldAnswer {
  const plain = typeof body === 'string' ? Buffer.from(body) : body;
  const gzip = gzipSync(plain, { level: 6 });
  return { plain, gzip, etag: etagOf(plain), gzipEtag: etagOf(gzip, '-gz') };
}

export const holdJson = (value: unknown): HeldAnswer => holdAnswer(JSON.stringify(value));

/** Whether Accept-Encoding allows gzip (and does not refuse it with q=0). */
const acceptsGzip = (header: string | undefined): boolean =>
  header !== undefined && header.split(',').some((part) => /^\s*(gzip|\*)\s*(;\s*q\s*=\s*(?!0(\.0*)?\s*$)[0-9.]+\s*)?$/i.test(part));

/**
 * The reply to `req` with a held answer: gzipped when the client accepts it, 304 when its If-None-Match holds the
 * ETag. JSON unless `headers` names another Content-Type. Routes that use it read accept-encoding and if-none-match.
 */
export function serveHeld(req: HttpRequest, held: HeldAnswer, headers: Record<string, string> = {}): Reply {
  const gzip = acceptsGzip(req.headers['accept-encoding']);
  const etag = gzip ? held.gzipEtag : held.etag;
  const common = { ...headers, ETag: etag, Vary: 'Accept-Encoding' };
  if (notModified(req.headers['if-none-match'], etag)) return { status: 304, headers: common };
  return gzip
    ? { status: 200, json: held.gzip, shared: true, headers: { ...common, 'Content-Encoding': 'gzip' } }
    : { status: 200, json: held.plain, shared: true, headers: common };
}

/** The request headers serveHeld reads. */
export const HELD_READS = ['accept-encoding', 'if-none-match'] as const;
