/**
 * Staff passwords, hashed with argon2id (`@node-rs/argon2`, prebuilt for each platform) at
 * OWASP's recommended cost (19 MiB, 2 passes). A wrong e-mail still spends one verification, so
 * the answer's timing does not tell which e-mails are members.
 *
 * Each hash takes one of the threads the whole shop shares (files, compression, crypto): at most
 * two run at once, a few more wait their turn, and beyond that a sign-in is refused with 429
 * rather than queued, so a flood of sign-ins cannot hold the shop's other work.
 */
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { AppError } from '../../http/app-error';

// `Algorithm.Argon2id` is a const enum the type-check cannot read from a declaration file: its value.
const ARGON2ID = 2;

const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const HASHES_AT_ONCE = 2;
const HASHES_WAITING = 16;
const hashing = pLimit(HASHES_AT_ONCE);

/** Runs `work` (one hash) in its turn, or refuses when too many already wait. */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (hashing.activeCount + hashing.pendingCount >= HASHES_AT_ONCE + HASHES_WAITING)
    throw new AppError('rate_limited', 'too_many_requests', { seconds: 5 });
  return hashing(work);
}

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, options));
}

let decoy: Promise<string> | undefined;

/** True when the password matches the hash; with no hash, spends the same time and answers false. */
export async function passwordMatches(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    decoy ??= hash('no member has this password', options);
    const decoyHash = await decoy;
    await inTurn(() => verify(decoyHash, password).catch(() => false));
    return false;
  }
  return inTurn(() => verify(passwordHash, password).catch(() => false));
}

/** How many hashes run and wait now (tests). */
export function hashesInFlight(): { running: number; waiting: number } {
  return { running: hashing.activeCount, waiting: hashing.pendingCount };
}
