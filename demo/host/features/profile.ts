import { defineScreens } from '../screens';

/** Profile settings (§2). /profile is "listed; content not shown": it shows the same settings page. */
export const screens = defineScreens({
  'profile-settings': { layout: 'shell', tag: 'academy-profile' },
  profile: { layout: 'shell', tag: 'academy-profile' },
});
