// Password hashing: argon2id, m=19456 KiB, t=2, p=1 (OWASP minimum).
import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

// Argon2id is the package's default algorithm (its Algorithm is an ambient const enum, unusable under
// isolatedModules); tests/api/users/users.test.ts and boot.test.ts check stored hashes start with $argon2id$.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throw-away hash with the same parameters, so that an unknown username costs
 * the same time as a wrong password and the answer's timing does not tell them apart.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}

/** Computes the dummy hash ahead (boot), so the first unknown username is not slower than the rest. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
