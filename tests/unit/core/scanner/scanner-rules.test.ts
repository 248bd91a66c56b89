import { describe, expect, it } from 'vitest';
import { dictionaryKeys, translate } from '../../../../src/core/locale/i18n';
import { isKeyMessage } from '../../../../src/core/locale/message';
import {
  checkScan,
  CREATE_SUCCESS_RELOAD_MS,
  ERROR_CLOSE_RELOAD_MS,
  GEO_OPTIONS,
  GUIDELINE_STEPS,
  locationDetail,
  locationFailure,
  MAX_SCANS_PER_SECOND,
  needsConfirmation,
  PREFERRED_CAMERA,
  SCAN_CANVAS_SIZE,
  SCAN_SUCCESS_RELOAD_MS,
  scanPayload,
  scanRegion,
} from '../../../../src/core/scanner/scanner-rules';
import { scannerAr } from '../../../../src/core/scanner/strings/ar';
import { scannerEn } from '../../../../src/core/scanner/strings/en';

// Learning spec §5 (QR freshness, location, camera), §9 scanner constants, §3 scan payload, §2 guideline step counts.

const NOW = Date.UTC(2026, 10, 22, 9, 30);
const HOUR = 3_600_000;
const coords = { latitude: 24.7136, longitude: 46.6753 };

describe('§9 constants', () => {
  it('geolocation: high accuracy, 10 s time-out, a position up to 5 minutes old', () => {
    expect(GEO_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 });
  });

  it('camera: at most 25 scans a second, rear camera, 400 px canvas', () => {
    expect([MAX_SCANS_PER_SECOND, PREFERRED_CAMERA, SCAN_CANVAS_SIZE]).toEqual([25, 'environment', 400]);
  });

  it('reloads: 300,000 ms after a scan, 5,000 ms after the create flow, 1,000 ms after closing an error', () => {
    expect([SCAN_SUCCESS_RELOAD_MS, CREATE_SUCCESS_RELOAD_MS, ERROR_CLOSE_RELOAD_MS]).toEqual([300_000, 5_000, 1_000]);
  });
});

describe('scanRegion (§9: two thirds of the smaller side, centred, drawn on 400 px)', () => {
  it.each([
    [640, 480, { x: 160, y: 80, width: 320, height: 320 }],
    [480, 640, { x: 80, y: 160, width: 320, height: 320 }],
    [1920, 1080, { x: 600, y: 180, width: 720, height: 720 }],
    [600, 600, { x: 100, y: 100, width: 400, height: 400 }],
    [0, 0, { x: 0, y: 0, width: 0, height: 0 }],
  ])('%d × %d', (width, height, region) => {
    expect(scanRegion(width, height)).toEqual({ ...region, downScaledWidth: 400, downScaledHeight: 400 });
  });

  it('rounds odd sizes and stays inside the frame', () => {
    const region = scanRegion(641, 481);
    expect(region.width).toBe(321);
    expect(region.x + region.width).toBeLessThanOrEqual(641);
    expect(region.y + region.height).toBeLessThanOrEqual(481);
  });
});

describe('checkScan (§4/§5: a fresh lecture code, else the invalid-QR message)', () => {
  it('accepts a fresh code with its parts', () => {
    expect(checkScan(`$lecture$1001$${NOW}$OUT`, NOW)).toEqual({
      ok: true,
      content: { type: 'lecture', id: '1001', createdAt: NOW, entryType: 'OUT', signature: null },
    });
  });

  it('defaults the entry type to IN', () => {
    expect(checkScan(`$lecture$1001$${NOW}`, NOW)).toMatchObject({ ok: true, content: { entryType: 'IN' } });
  });

  it('exactly 28,800,000 ms old is accepted; one millisecond older is expired', () => {
    expect(checkScan(`$lecture$1$${NOW}$IN`, NOW + 8 * HOUR).ok).toBe(true);
    expect(checkScan(`$lecture$1$${NOW}$IN`, NOW + 8 * HOUR + 1)).toEqual({ ok: false, reason: 'expired' });
  });

  it('a 9-hour-old code is expired', () => {
    expect(checkScan(`$lecture$1$${NOW - 9 * HOUR}$IN`, NOW)).toEqual({ ok: false, reason: 'expired' });
  });

  it('a code without creation time is expired (never fresh)', () => {
    expect(checkScan('$lecture$1$$IN', NOW)).toEqual({ ok: false, reason: 'expired' });
  });

  it.each([
    [''],
    ['hello'],
    ['https://example.com'],
    [`$course$1$${NOW}$IN`],
    [`$lecture$1$${NOW}$LATE`],
    ['$lecture$1$soon$IN'],
  ])('%j is malformed', (text) => {
    expect(checkScan(text, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('scanPayload (§3 attendance scan payload)', () => {
  const content = {
    type: 'lecture' as const,
    id: '1001',
    createdAt: NOW - 60_000,
    entryType: 'IN' as const,
    signature: 'Rsig',
  };

  it("sends 'En' for English with the code's entry type, the lecture, the coordinates, the scan time, the code itself and the accuracy", () => {
    expect(scanPayload(content, { ...coords, accuracy: 12 }, 'en', NOW)).toEqual({
      language: 'En',
      attendance_entry_type: 'IN',
      related_id: '1001',
      related_type: 'lecture',
      location_coords: coords,
      timestamp: NOW,
      qr_content: `$lecture$1001$${NOW - 60_000}$IN$Rsig`,
      location_accuracy: 12,
    });
  });

  it('sends no accuracy when the position came without one', () => {
    expect(scanPayload(content, coords, 'en', NOW).location_accuracy).toBeNull();
  });

  it("sends 'Ar' for Arabic", () => {
    expect(scanPayload({ ...content, entryType: 'OUT' }, coords, 'ar', NOW)).toMatchObject({
      language: 'Ar',
      attendance_entry_type: 'OUT',
    });
  });
});

describe('needsConfirmation (§4 second flow)', () => {
  it.each([
    ['IN', false],
    ['OUT', false],
    ['IN_OUT', true],
  ] as const)('%s → %s', (entryType, confirm) => {
    expect(needsConfirmation({ type: 'lecture', id: '1', createdAt: NOW, entryType, signature: null })).toBe(confirm);
  });
});

describe("locationDetail (§8 'ERR: ' + the browser's message; #29 item 12: no English in Arabic)", () => {
  it("keeps the browser's code and its message, trimmed; an empty message is none", () => {
    expect(locationFailure(1, ' User denied Geolocation ')).toEqual({ code: 1, message: 'User denied Geolocation' });
    expect(locationFailure(3, '   ')).toEqual({ code: 3, message: null });
    expect(locationFailure(undefined, undefined)).toEqual({ code: null, message: null });
  });

  it("English: 'ERR: ' and the browser's own message", () => {
    const detail = locationDetail({ code: 1, message: 'User denied Geolocation' }, 'en');
    expect(detail).toEqual({ key: 'scanner.location.detail', params: { reason: 'User denied Geolocation' } });
    expect(translate('en', 'scanner.location.detail', { reason: 'User denied Geolocation' })).toBe(
      'ERR: User denied Geolocation',
    );
  });

  it.each([
    [1, 'خطأ: تم رفض إذن الوصول إلى الموقع.', 'ERR: Location permission was denied.'],
    [2, 'خطأ: موقعك غير متاح.', 'ERR: Your position is not available.'],
    [3, 'خطأ: استغرق تحديد موقعك وقتًا طويلًا.', 'ERR: Finding your position took too long.'],
    [null, 'خطأ: تعذّرت قراءة موقعك.', 'ERR: Your position could not be read.'],
    [9, 'خطأ: تعذّرت قراءة موقعك.', 'ERR: Your position could not be read.'],
  ])(
    "code %j: Arabic names the code's reason, never the browser's English; English does without a message",
    (code, arabic, english) => {
      const ar = locationDetail({ code, message: 'User denied Geolocation' }, 'ar');
      expect(isKeyMessage(ar) && translate('ar', ar.key, ar.params)).toBe(arabic);
      const en = locationDetail({ code, message: null }, 'en');
      expect(isKeyMessage(en) && translate('en', en.key, en.params)).toBe(english);
    },
  );
});

describe('GUIDELINE_STEPS (§2) and the dictionaries', () => {
  it('has the spec step counts: Safari 7/6/6, Chrome 8/8/6, Edge Android 8/8/6, Edge iPhone 7/4/6', () => {
    expect(GUIDELINE_STEPS).toEqual({
      safari: { location: 7, camera: 6, additional: 6 },
      chrome: { location: 8, camera: 8, additional: 6 },
      edgeAndroid: { location: 8, camera: 8, additional: 6 },
      edgeIphone: { location: 7, camera: 4, additional: 6 },
    });
  });

  it.each([
    ['en', scannerEn],
    ['ar', scannerAr],
  ])('the %s dictionary has exactly steps 1…n for every browser and section', (_lang, dictionary) => {
    for (const [browser, sections] of Object.entries(GUIDELINE_STEPS)) {
      for (const [section, count] of Object.entries(sections)) {
        const steps =
          (dictionary.scanner.guidelines.steps as Record<string, Record<string, object>>)[browser]?.[section] ?? {};
        expect(dictionaryKeys(steps), `${browser}.${section}`).toEqual(
          Array.from({ length: count }, (_, index) => String(index + 1)),
        );
      }
    }
    expect(Object.keys(dictionary.scanner.instructions.steps)).toEqual(['1', '2', '3', '4', '5']);
  });
});
