// The tool route's hot path: a presented key's grant and one request counted against its hourly window, as one
// operation, so that cluster mode can do both in one Redis round trip (src/cluster/key-gate.ts).
import { keyWindowName } from '../limits/limiter.ts';
import type { Hit, SlidingWindowLimiter } from '../limits/limiter.ts';
import { hourlyLimitOf, plans, RATE_WINDOW_MS } from './plans.ts';
import type { ControlStore, KeyGrant } from './store.ts';

/** An active key's grant, and its window after this request (null when its plan has no API access: nothing counted). */
export interface Admission {
  grant: KeyGrant;
  window: Hit | null;
}

export interface KeyGate {
  /** Null when no active key has this hash. */
  admit(keyHash: string): Promise<Admission | null>;
}

/** The gate as its two parts: the store's grant (held in memory in embedded mode), then the limiter. */
export function composedKeyGate(store: ControlStore, limiter: SlidingWindowLimiter): KeyGate {
  return {
    async admit(keyHash) {
      const grant = await store.findKeyGrant(keyHash);
      if (!grant) return null;
      if (!plans[grant.plan].apiAccess) return { grant, window: null };
      return { grant, window: await limiter.hit(keyWindowName(keyHash), hourlyLimitOf(grant), RATE_WINDOW_MS) };
    },
  };
}
