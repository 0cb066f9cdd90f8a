// cluster-key-slot (the hash-slot function ioredis itself uses) ships no types.
declare module 'cluster-key-slot' {
  /** Redis Cluster's hash slot of a key (CRC16 of its hash tag, or of the whole key, mod 16384). */
  export default function calculateSlot(key: string | Buffer): number;
}
