// argon2id with the parameters of docs/DESIGN.md §5 (m = 19 MiB, t = 2, p = 1).
import argon2 from 'argon2';

const OPTIONS = {
  type: argon2.argon2id as 0 | 1 | 2,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when no account matches keeps sign-in timing uniform. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('corkboard-timing-equaliser');
  return dummyHash;
}
