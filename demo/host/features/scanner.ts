import { defineScreens } from '../screens';

/** Learning spec §2 learner QR scanner: `/attendance/scanner` shows `<academy-scanner>` inside the shell. */
export const screens = defineScreens({
  scanner: { title: { en: 'Attendance scanner', ar: 'ماسح الحضور' }, layout: 'shell', tag: 'academy-scanner' },
});
