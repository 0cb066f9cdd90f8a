// Shared by the JWT tools: reading an HMAC secret in its declared encoding, and NumericDate claims as ISO 8601.
import { ToolError } from './define.ts';

export type SecretEncoding = 'utf8' | 'base64' | 'hex';

/** The bytes of an HMAC secret given as UTF-8 text, hex or Base64. */
export function secretBytes(secret: string, encoding: SecretEncoding): Uint8Array {
  if (encoding === 'hex') {
    if (!/^(?:[0-9a-fA-F]{2})+$/.test(secret)) throw new ToolError('"secret" is not hex: use an even number of 0–9 and a–f digits.');
    return Buffer.from(secret, 'hex');
  }
  if (encoding === 'base64') {
    const compact = secret.replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(compact)) throw new ToolError('"secret" is not Base64 (standard or URL-safe).');
    return Buffer.from(compact.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  }
  return Buffer.from(secret, 'utf8');
}

/** A NumericDate claim as ISO 8601, or null when it is absent or not a representable number. */
export function isoSeconds(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > 8.64e12) return null;
  return new Date(value * 1000).toISOString();
}
