import type { ScanFactsDictionary } from './en';

/** Arabic words for a scan's facts. */
export const scanFactsAr: ScanFactsDictionary = {
  method: { QR: 'رمز QR', TYPED: 'رمز مكتوب', OFFLINE: 'مسح دون اتصال' },
  awayWithin: 'على بعد {{distance}} م ±{{accuracy}} م',
  away: 'على بعد {{distance}} م',
  within: 'الموقع ±{{accuracy}} م',
  flags: {
    offline_unconfirmed: 'مسح دون اتصال، لم يُقبل بعد',
    outside_venue: 'خارج مكان المحاضرة',
    short_stay: 'غادر بعد وقت قصير من تسجيل الدخول',
  },
};
