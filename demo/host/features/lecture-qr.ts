import { defineScreens } from '../screens';

/** /trainer/qr/{lectureId} (learning §2): `<academy-lecture-qr>` inside the shell (trainer layout). */
export const screens = defineScreens({
  'lecture-qr': {
    title: { en: 'Lecture QR code', ar: 'رمز QR للمحاضرة' },
    layout: 'shell',
    tag: 'academy-lecture-qr',
    attributes: (params) => ({ 'lecture-id': params.lectureId ?? '' }),
  },
});
