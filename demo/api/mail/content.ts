import type { Lang } from '../types';

/** What one mail says, in the recipient's language: each kind's template fills it, the layout draws both parts. */
export interface MailContent {
  subject: string;
  /** The line mail clients show beside the subject. */
  preview: string;
  heading: string;
  paragraphs: string[];
  /** The one thing to do, as a button (HTML) and a bare link (plain text). */
  action?: { label: string; url: string };
  /** Small print under the action: why the mail came, what to do if it was not asked for. */
  note?: string;
  /** A notice's way out (the mailer adds it): why it came and the one-click link that stops this kind. */
  unsubscribe?: { note: string; label: string; url: string };
}

/** The academy the mail speaks for: its name (and Arabic name, when it has one), colour (`#rrggbb`) and logo URL. */
export interface MailBrand {
  name: string;
  nameAr?: string;
  color: string;
  logoUrl?: string;
}

/** The brand's name as a mail in `locale` shows it: its Arabic name in Arabic when it has one, else its name. */
export function brandName(brand: MailBrand, locale: Lang): string {
  return locale === 'ar' && brand.nameAr?.trim() ? brand.nameAr.trim() : brand.name;
}

/** A mail ready to queue. */
export interface OutgoingMail {
  to: string;
  /** The recipient's account: required for a notice (the user may have turned its kind off). */
  userId?: number;
  kind: string;
  locale: Lang;
  content: MailContent;
}

/**
 * `text` as a bidi isolate (FSI … PDI): a name or a reply in the other script keeps its own direction inside a
 * sentence, and the quotes and full stop around it stay where the sentence's language puts them.
 */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}
