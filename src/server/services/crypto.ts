import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** An unguessable token for cookies, links and refresh tokens (256 bits, URL-safe). */
export const newSecret = () => randomBytes(32).toString('base64url');

/** What the database keeps of a secret: its SHA-256, so a leaked table grants nothing. */
export const digest = (secret: string) => createHash('sha256').update(secret).digest('base64url');

// argon2id with the OWASP minimum (19 MiB, t=2, p=1): ~64 ms a hash here (notes/backend.md).
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

// Verified against when the account does not exist, so both answers take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await (dummyHash ??= hashPassword('no-such-account')), password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
