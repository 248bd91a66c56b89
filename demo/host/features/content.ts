import { defineScreens } from '../screens';

/** /content/{contentType}/{buttonId}: the button's content page; the shell's dashboard toggle stays off here (§2). */
export const screens = defineScreens({
  content: {
    title: { en: 'Content', ar: 'المحتوى' },
    layout: 'shell',
    tag: 'academy-content',
    attributes: (params) => ({ 'content-type': params.contentType ?? '', 'button-id': params.buttonId ?? '' }),
  },
});
