import { defineScreens } from '../screens';

/** Profile settings (§2). /profile is "listed; content not shown": it shows the same settings page. */
export const screens = defineScreens({
  'profile-settings': {
    title: { en: 'Profile settings', ar: 'إعدادات الملف الشخصي' },
    layout: 'shell',
    tag: 'academy-profile',
  },
  profile: { title: { en: 'Profile', ar: 'الملف الشخصي' }, layout: 'shell', tag: 'academy-profile' },
});
