// Conditional GET: strong ETags from a body's bytes, and whether a request's If-None-Match already holds one.
import { createHash } from 'node:crypto';

/** A strong ETag for these bytes; `suffix` tells representations of one resource apart (an encoding). */
export const etagOf = (body: Uint8Array, suffix = ''): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}${suffix}"`;

/** If-None-Match matches when it lists the ETag (weak or strong) or is `*`. */
export function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
