// One sliding-window limiter interface: an exact log of request times per key, never two fixed buckets.

/** The limiter's name for an API key's hourly window. */
export const keyWindowName = (keyHash: string) => `key:${keyHash}`;

export interface WindowState {
  /** Whether this request was admitted (for `peek`: whether one more would be). */
  allowed: boolean;
  limit: number;
  /** Requests still free in the window after this one. */
  remaining: number;
  /** Requests in the window, this one included (it can exceed `limit` after the limit was lowered). */
  used: number;
  /** When the oldest request in the window leaves it (now + window when the window is empty), ms since epoch. */
  resetAt: number;
}

export interface Hit extends WindowState {
  /** Names the request `hit` recorded, for `release`; null when it was refused (nothing recorded). */
  entry: string | null;
}

export interface SlidingWindowLimiter {
  /**
   * Records a request at the clock's now if the window has room, in one atomic step: concurrent hits never take
   * more than `limit` places. A refused request is not recorded.
   */
  hit(key: string, limit: number, windowMs: number): Promise<Hit>;
  /**
   * Takes back a request `hit` recorded (a reservation that turned out not to count, such as a successful login).
   * Release an entry once; an entry that has left the window is ignored. `windowMs` is the window it was recorded in.
   */
  release(key: string, entry: string, windowMs: number): Promise<void>;
  /** Reports the window without recording anything. */
  peek(key: string, limit: number, windowMs: number): Promise<WindowState>;
  close(): Promise<void>;
}
