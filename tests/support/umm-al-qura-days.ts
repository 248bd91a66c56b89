// #34: 20 known Gregorian ↔ Umm al-Qura dates, shared by the Node unit test and the Chromium test of the formatter.

/**
 * First days of Hijri months, 1446–1448 AH, in the Umm al-Qura calendar: the official month starts that ICU's
 * islamic-umalqura table encodes (its month lengths for 1300–1600 AH come from the published Umm al-Qura
 * calendar), read once in Node 20 (ICU 78) and Chromium 156, which agree. Five are also the starts Saudi Arabia
 * announced: 1 Muharram 1446 (7 Jul 2024), 1 Ramadan 1446 (1 Mar 2025), 1 Shawwal 1446 (30 Mar 2025),
 * 1 Dhu al-Hijjah 1446 (28 May 2025) and 1 Muharram 1447 (26 Jun 2025). Each: Gregorian day, Hijri month, year.
 */
export const FIRST_DAYS: ReadonlyArray<readonly [string, number, number]> = [
  ['2024-07-07', 1, 1446],
  ['2024-08-05', 2, 1446],
  ['2024-09-04', 3, 1446],
  ['2024-10-04', 4, 1446],
  ['2024-11-03', 5, 1446],
  ['2024-12-02', 6, 1446],
  ['2025-01-01', 7, 1446],
  ['2025-01-31', 8, 1446],
  ['2025-03-01', 9, 1446],
  ['2025-03-30', 10, 1446],
  ['2025-04-29', 11, 1446],
  ['2025-05-28', 12, 1446],
  ['2025-06-26', 1, 1447],
  ['2026-02-18', 9, 1447],
  ['2026-03-20', 10, 1447],
  ['2026-05-18', 12, 1447],
  ['2026-06-16', 1, 1448],
  ['2026-11-11', 6, 1448],
  ['2027-02-08', 9, 1448],
  ['2027-03-09', 10, 1448],
];

/** ICU's English month names (Node 20 and Chromium agree), ʻ (U+02BB) as ICU writes it. */
export const MONTHS_EN = [
  'Muharram',
  'Safar',
  'Rabiʻ I',
  'Rabiʻ II',
  'Jumada I',
  'Jumada II',
  'Rajab',
  'Shaʻban',
  'Ramadan',
  'Shawwal',
  'Dhuʻl-Qiʻdah',
  'Dhuʻl-Hijjah',
];
/** The Arabic month names as ar-SA writes them. */
export const MONTHS_AR = [
  'محرم',
  'صفر',
  'ربيع الأول',
  'ربيع الآخر',
  'جمادى الأولى',
  'جمادى الآخرة',
  'رجب',
  'شعبان',
  'رمضان',
  'شوال',
  'ذو القعدة',
  'ذو الحجة',
];
