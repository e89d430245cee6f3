import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Keys look like `estate_<key id>_<secret>`. The id is public (it names the key in logs and
 * admin tools); the secret is stored only as its SHA-256 digest. A secret of 192 random bits
 * needs no slow hash: there is nothing to brute-force.
 */
const KEY_PATTERN = /^estate_([a-z0-9]{12})_([A-Za-z0-9_-]{32})$/;

export interface ParsedKey {
  keyId: string;
  secret: string;
}

export function parseApiKey(raw: string): ParsedKey | undefined {
  const match = KEY_PATTERN.exec(raw);
  return match ? { keyId: match[1] as string, secret: match[2] as string } : undefined;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

const DUMMY_HASH = hashSecret('estate-dummy-secret-for-uniform-timing');

/** Compares in constant time; an unknown key id still pays for one comparison. */
export function secretMatches(secret: string, storedHash: string | undefined): boolean {
  const expected = Buffer.from(storedHash ?? DUMMY_HASH, 'hex');
  const actual = Buffer.from(hashSecret(secret), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual) && storedHash !== undefined;
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function randomKeyId(): string {
  const bytes = randomBytes(12);
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return id;
}

export function generateApiKey(): { key: string; keyId: string; hash: string } {
  const keyId = randomKeyId();
  const secret = randomBytes(24).toString('base64url');
  return { key: `estate_${keyId}_${secret}`, keyId, hash: hashSecret(secret) };
}
