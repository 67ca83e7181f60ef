/** Password hashing with argon2id at the OWASP-recommended cost (m=19456 KiB, t=2, p=1). */
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// @node-rs/argon2 exports Algorithm as a const enum, which isolatedModules cannot inline: 2 is Argon2id.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * One password check at a time per process. Each holds 19 MB that argon2's allocator keeps mapped
 * for a while afterwards, and each occupies a core for tens of milliseconds: a burst of sign-ins
 * neither grows the process past its memory budget nor takes every core from the other requests.
 * More sign-ins per second come from more processes (WORKERS, more instances).
 */
const oneAtATime = pLimit(1);

export function hashPassword(password: string): Promise<string> {
  return oneAtATime(() => hash(password, OPTIONS));
}

/** True when `password` matches `passwordHash`; a malformed hash counts as a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await oneAtATime(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spend the same time as a real verification, for sign-ins with an unknown email,
 * so response timing does not reveal which emails have accounts.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  await verifyPassword(await primeDummyHash(), password);
  return false;
}

/** Compute the dummy hash ahead (at start-up), so even the first unknown-email sign-in costs one verification. */
export function primeDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy password that never matches: 7c1f');
  return dummyHash;
}
