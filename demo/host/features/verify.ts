import { defineScreens } from '../screens';

/** /verify: the verify page in the shell. */
export const screens = defineScreens({
  verify: { title: { en: 'Verify', ar: 'العناصر' }, layout: 'shell', tag: 'academy-verify' },
});
