// One sliding-window limiter interface: an exact log of request times per key, never two fixed buckets.

export interface WindowState {
  /** Whether this request was admitted (for `peek`: whether one more would be). */
  allowed: boolean;
  limit: number;
  /** Requests still free in the window after this one. */
  remaining: number;
  /** When the oldest request in the window leaves it (now + window when the window is empty), ms since epoch. */
  resetAt: number;
}

export interface SlidingWindowLimiter {
  /** Records a request at the clock's now if the window has room; a refused request is not recorded. */
  hit(key: string, limit: number, windowMs: number): Promise<WindowState>;
  /** Reports the window without recording anything. */
  peek(key: string, limit: number, windowMs: number): Promise<WindowState>;
  close(): Promise<void>;
}
