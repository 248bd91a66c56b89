import type { MailContent } from '../../mail/content';
import type { MessageKey } from '../../messages';

/** A message table bound to the recipient's language (a request's `t` for the screen that caused the mail). */
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const note = (t: Translate, ttlMs: number) => t('mailLinkNote', { minutes: Math.round(ttlMs / 60_000) });

/** The verify-address mail: one button to the signed link, valid for `ttlMs`. */
export function verifyMail(t: Translate, link: string, ttlMs: number): MailContent {
  const heading = t('mailVerifyHeading');
  return {
    subject: t('mailVerifySubject'),
    preview: heading,
    heading,
    paragraphs: [t('mailVerifyBody')],
    action: { label: t('mailVerifyAction'), url: link },
    note: note(t, ttlMs),
  };
}

/** The reset-password mail: one button to the single-use link, valid for `ttlMs`. */
export function resetMail(t: Translate, link: string, ttlMs: number): MailContent {
  const heading = t('mailResetHeading');
  return {
    subject: t('mailResetSubject'),
    preview: heading,
    heading,
    paragraphs: [t('mailResetBody')],
    action: { label: t('mailResetAction'), url: link },
    note: note(t, ttlMs),
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
