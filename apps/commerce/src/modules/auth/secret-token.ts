// Opaque secrets handed to clients (access, refresh, reset and confirmation tokens): 256 random
// bits in base64url. Only their SHA-256 digest is stored, so a database leak yields no usable
// token; a digest lookup needs no constant-time compare (the digest, not the token, is matched).
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
/** Longer strings are never one of ours: refused before hashing. */
export const MAX_TOKEN_LENGTH = 128;

export function newSecretToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function digestToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a presented string could be one of our tokens at all. */
export function plausibleToken(token: string): boolean {
  return token.length >= 16 && token.length <= MAX_TOKEN_LENGTH && /^[A-Za-z0-9_-]+$/.test(token);
}
