/**
 * Staff passwords, hashed with argon2id (`@node-rs/argon2`, prebuilt for each platform) at
 * OWASP's recommended cost (19 MiB, 2 passes). A wrong e-mail still spends one verification, so
 * the answer's timing does not tell which e-mails are members.
 */
import { hash, verify } from '@node-rs/argon2';

// `Algorithm.Argon2id` is a const enum the type-check cannot read from a declaration file: its value.
const ARGON2ID = 2;

const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let decoy: Promise<string> | undefined;

/** True when the password matches the hash; with no hash, spends the same time and answers false. */
export async function passwordMatches(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    decoy ??= hashPassword('no member has this password');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
