// Argon2 for the two Argon2 tools, in WebAssembly (hash-wasm) and plain JavaScript (@noble/hashes), never a native
// addon: a worker thread stopped at its time budget inside a native addon's async work aborts the whole process.
import { argon2d as nobleArgon2d, argon2i as nobleArgon2i, argon2id as nobleArgon2id } from '@noble/hashes/argon2.js';
import { argon2d, argon2i, argon2id } from 'hash-wasm';
import { ToolError } from './define.ts';

export const ARGON2_TYPES = ['argon2id', 'argon2i', 'argon2d'] as const;
export type Argon2Type = (typeof ARGON2_TYPES)[number];

export interface Argon2Parameters {
  type: Argon2Type;
  /** 19 (0x13, current) or 16 (0x10). */
  version: number;
  memoryCost: number;
  timeCost: number;
  parallelism: number;
  salt: Uint8Array;
  /** Associated data (the PHC string's `data=`). */
  data?: Uint8Array | undefined;
  hashLength: number;
}

/**
 * hash-wasm covers version 19 with a password and no associated data: nearly every use. The rest (version 16, `data=`,
 * an empty password) runs in plain JavaScript, about seven times slower, so its work (memory × passes) is held to this.
 */
export const MAX_JAVASCRIPT_WORK = 131_072;

const wasm = { argon2id, argon2i, argon2d } as const;
const javascript = { argon2id: nobleArgon2id, argon2i: nobleArgon2i, argon2d: nobleArgon2d } as const;

/** The raw Argon2 hash of `password`; ToolError when the JavaScript path would take too long. */
export async function argon2Raw(password: Uint8Array, p: Argon2Parameters): Promise<Uint8Array> {
  if (p.version === 19 && p.data === undefined && password.length > 0) {
    return wasm[p.type]({
      password,
      salt: p.salt,
      memorySize: p.memoryCost,
      iterations: p.timeCost,
      parallelism: p.parallelism,
      hashLength: p.hashLength,
      outputType: 'binary',
    });
  }
  if (p.memoryCost * p.timeCost > MAX_JAVASCRIPT_WORK) {
    throw new ToolError(
      `Version 16, data= and empty passwords are hashed in plain JavaScript, up to ${MAX_JAVASCRIPT_WORK} KiB×passes; these parameters need ${p.memoryCost * p.timeCost}.`,
    );
  }
  return javascript[p.type](password, p.salt, {
    m: p.memoryCost,
    t: p.timeCost,
    p: p.parallelism,
    version: p.version,
    dkLen: p.hashLength,
    ...(p.data ? { personalization: p.data } : {}),
  });
}
