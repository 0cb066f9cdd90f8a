/** Milliseconds since the epoch; injected wherever time decides an outcome, so tests can move it. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
