import { persistentAtom } from '@nanostores/persistent';

/** Whether videos show captions, kept in this browser: a viewer who needs them on one video needs them on every one. */
export const $captionsOn = persistentAtom<boolean>('academy_captions', false, {
  encode: (on) => (on ? '1' : '0'),
  decode: (stored) => stored === '1',
});
