import { DEFAULT_CALENDAR, type CalendarPreference } from '../../../../src/core/locale/calendar';
import { DATE_TIME_STYLE, formatDate } from '../../../../src/core/locale/dates';
import type { MailContent } from '../../mail/content';
import type { Lang } from '../../types';
import type { MessageKey } from '../../messages';

/** A message table bound to the recipient's language (a request's `t` for the screen that caused the mail). */
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const LINK_KEYS = {
  verify: ['mailVerifySubject', 'mailVerifyHeading', 'mailVerifyBody', 'mailVerifyAction'],
  reset: ['mailResetSubject', 'mailResetHeading', 'mailResetBody', 'mailResetAction'],
} as const satisfies Record<string, readonly MessageKey[]>;

/** The verify-address or reset-password mail: one button to the signed link, valid for `ttlMs`. */
export function linkMail(t: Translate, kind: keyof typeof LINK_KEYS, link: string, ttlMs: number): MailContent {
  const [subject, heading, body, action] = LINK_KEYS[kind];
  return {
    subject: t(subject),
    preview: t(heading),
    heading: t(heading),
    paragraphs: [t(body)],
    action: { label: t(action), url: link },
    note: t('mailLinkNote', { minutes: Math.round(ttlMs / 60_000) }),
  };
}

/** The password-changed mail (security: always sent): what happened and what to do if it was not the owner. */
export function passwordChangedMail(t: Translate, publicOrigin: string): MailContent {
  const subject = t('mailPasswordChangedSubject');
  return {
    subject,
    preview: subject,
    heading: subject,
    paragraphs: [t('mailPasswordChangedBody')],
    action: { label: t('mailPasswordChangedAction'), url: `${publicOrigin}/auth/forgot-password` },
    note: t('mailPasswordChangedNote'),
  };
}

/** The new-device mail (security: always sent): which device, when (in the user's calendar) and from where, and what to do if it was not them. */
export function newDeviceMail(
  t: Translate,
  lang: Lang,
  sign: { device: { browser: string; system: string }; at: number; address: string; calendar?: CalendarPreference },
  publicOrigin: string,
): MailContent {
  const subject = t('mailNewDeviceSubject');
  const { browser, system } = sign.device;
  // Latin names and an address inside Arabic text: isolated, so their dots and digits keep their order (UAX #9).
  const isolate = (text: string) => `\u2068${text}\u2069`;
  const device =
    browser === 'unknown' || system === 'unknown'
      ? t('mailDeviceUnknown')
      : t('mailDevice', { browser: isolate(browser), system: isolate(system) });
  return {
    subject,
    preview: device,
    heading: subject,
    paragraphs: [
      t('mailNewDeviceBody', {
        device,
        when: formatDate(sign.at, lang, DATE_TIME_STYLE, sign.calendar ?? DEFAULT_CALENDAR),
        address: isolate(sign.address),
      }),
      t('mailNewDeviceIfYou'),
    ],
    action: { label: t('mailNewDeviceAction'), url: `${publicOrigin}/auth/forgot-password` },
    note: t('mailNewDeviceNote'),
  };
}
