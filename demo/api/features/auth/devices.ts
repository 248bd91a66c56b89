import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { knownDevices } from './schema';

// "A sign-in from a new device" (#32): a device is its browser and system without versions, so an update of either
// is not a new device; the first device of an account is learned silently.

/** Longest User-Agent read: the patterns below run on at most this much. */
const USER_AGENT_MAX = 512;

// Order matters: Edge and Opera carry "Chrome", Chrome carries "Safari", iPhones carry "Mac OS X".
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (text: string, table: ReadonlyArray<[RegExp, string]>) =>
  table.find(([pattern]) => pattern.test(text))?.[1];

/** The kind of device a User-Agent names, e.g. `{ browser: 'Chrome', system: 'Windows' }`; unknown parts say so. */
export function deviceOf(userAgent: string | undefined): { browser: string; system: string } {
  const text = (userAgent ?? '').slice(0, USER_AGENT_MAX);
  return { browser: firstMatch(text, BROWSERS) ?? 'unknown', system: firstMatch(text, SYSTEMS) ?? 'unknown' };
}

/**
 * Records a successful sign-in's device; answers whether the owner should hear of it: a device not seen before on an
 * account that has signed in from another one. Two sign-ins racing on one new device notify once (the key decides).
 */
export async function isNewDevice(
  db: Db,
  userId: number,
  device: { browser: string; system: string },
  now: number,
): Promise<boolean> {
  const key = `${device.browser}|${device.system}`;
  const added = await db
    .insert(knownDevices)
    .values({ user_id: userId, device: key, first_seen: new Date(now) })
    .onConflictDoNothing()
    .returning({ device: knownDevices.device });
  if (added.length === 0) return false;
  const [known] = await db.select({ n: count() }).from(knownDevices).where(eq(knownDevices.user_id, userId));
  return (known?.n ?? 0) > 1;
}
