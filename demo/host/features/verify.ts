import { defineScreens } from '../screens';

/** /verify and /verify/{code}: the certificate check, open to anyone (no sign-in). */
export const screens = defineScreens({
  verify: {
    title: { en: 'Verify a certificate', ar: 'التحقق من شهادة' },
    layout: 'guest',
    tag: 'academy-verify',
    attributes: (params: Record<string, string>) =>
      params.code ? { code: params.code } : ({} as Record<string, string>),
  },
});
