// What cluster mode opens, in one module that app.ts imports only when REDIS_URL is set: embedded mode never loads
// ioredis, the Lua scripts or the stream loader.
export { connectRedis } from './redis.ts';
export { upgradeLayout } from './layout-upgrade.ts';
export { RedisControlStore } from './control-store.ts';
export { RedisKeyGate } from './key-gate.ts';
export { RedisSlidingWindowLimiter } from './limiter.ts';
export { RedisTableStore } from './table-store.ts';
export { RedisEvaluationStore } from './evaluation-store.ts';
export { RedisRatingsShare } from './ratings-share.ts';
export { RedisAccessStore } from './access-store.ts';
export { RedisBenchmarkLedger } from './benchmark-ledger.ts';
export { IngestStream, researchKeys, StreamLoader } from './ingest-stream.ts';
export { StreamIngestService } from './ingest-service.ts';
export { SnapshotReader } from './snapshot-reader.ts';
