/** Random tokens and keyed hashes: what we store instead of secrets. */
import crypto from 'node:crypto';

/** An opaque token of 256 random bits, URL-safe. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** SHA-256 of a high-entropy token: enough for lookup, useless to someone reading the database. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('base64url');
}

/** A key for fingerprint hashing, derived from the JWT secret so no extra secret must be configured. */
export function deriveFingerprintKey(jwtSecret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', jwtSecret, 'dream-analyzer', 'guest-fingerprint-v1', 32));
}

/** Keyed hash of a device fingerprint: a stolen database cannot be matched against known fingerprints. */
export function hashFingerprint(key: Buffer, fingerprint: string): string {
  return crypto.createHmac('sha256', key).update(fingerprint, 'utf8').digest('base64url');
}
