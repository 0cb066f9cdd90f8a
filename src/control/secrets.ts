// Random secrets and their stored form. Keys and tokens are high-entropy, so a fast SHA-256 is the right hash.
import { hash, randomBytes } from 'node:crypto';

export const sha256Hex = (value: string): string => hash('sha256', value, 'hex');

export const API_KEY_PATTERN = /^svc_[0-9a-f]{32}$/;

export const newApiKey = (): string => `svc_${randomBytes(16).toString('hex')}`;

/** Display form: the first 12 characters and an ellipsis. */
export const displayPrefix = (key: string): string => `${key.slice(0, 12)}...`;

/** A 256-bit session token for the `sid` cookie. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');
