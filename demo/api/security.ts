import {
  createHash,
  createHmac,
  randomBytes,
  scrypt,
  scryptSync,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

// scrypt parameters are stored in each hash so they can be raised later without breaking old hashes.
const SCRYPT_N = 16384;
const SCRYPT_R = 8;
const SCRYPT_P = 1;
const KEY_LENGTH = 32;

const PARAMS: ScryptOptions = { N: SCRYPT_N, r: SCRYPT_R, p: SCRYPT_P };

/** scrypt on the libuv thread pool, so a login does not stall every other request. */
function scryptAsync(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function formatHash(salt: Buffer, key: Buffer, cost = SCRYPT_N): string {
  return ['scrypt', cost, SCRYPT_R, SCRYPT_P, salt.toString('hex'), key.toString('hex')].join('$');
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return formatHash(salt, await scryptAsync(password, salt, KEY_LENGTH, PARAMS));
}

/**
 * Synchronous hash for seeding, where the store is built before any request can run. `cost` (scrypt N, a power of
 * two) is lowered only by tests, whose hundreds of sign-ins would otherwise spend most of the unit tier in scrypt.
 */
export function hashPasswordSync(password: string, cost = SCRYPT_N): string {
  const salt = randomBytes(16);
  return formatHash(salt, scryptSync(password, salt, KEY_LENGTH, { ...PARAMS, N: cost }), cost);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltHex, keyHex] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

// Compared against for unknown usernames so a miss costs as much time as a wrong password.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
}

/** 64 hex characters of randomness, used for access tokens, reset tokens and the HMAC secret. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('hex');
}

/** Tokens are stored hashed so a leaked database does not leak live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sha1Hex(value: string): string {
  return createHash('sha1').update(value).digest('hex');
}

export function hmacHex(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

/** Constant-time comparison of two strings (different lengths simply fail). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
