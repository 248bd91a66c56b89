import { defineScreens } from '../screens';

/** /dashboard (§2): `<academy-dashboard>` inside the shell, whose learner/trainer toggle it follows. */
export const screens = defineScreens({
  dashboard: {
    title: { en: 'Dashboard', ar: 'لوحة التحكم' },
    layout: 'shell',
    tag: 'academy-dashboard',
    shellAttributes: { 'dashboard-toggle': '' },
  },
});
