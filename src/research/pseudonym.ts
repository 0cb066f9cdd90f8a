// Session ids leave the service only as pseudonyms (SPEC §4): hex HMAC-SHA256 under the buyer's secret, so one buyer's
// ids are stable across calls and endpoints while two buyers cannot join their data; not reversible.
import { createHmac } from 'node:crypto';

export type Pseudonymise = (sessionId: string) => string;

export const pseudonymiser =
  (secret: Buffer | string): Pseudonymise =>
  (sessionId) =>
    createHmac('sha256', secret).update(sessionId).digest('hex');

/** The public sample's secret: derived from the warehouse's sample root for the UTC day, so it rotates daily. */
export const dailySampleSecret = (root: string, now: number): Buffer =>
  createHmac('sha256', root).update(`public-sample:${new Date(now).toISOString().slice(0, 10)}`).digest();
