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
}

/** The academy the mail speaks for: its name, colour (`#rrggbb`) and logo (an absolute URL). */
export interface MailBrand {
  name: string;
  color: string;
  logoUrl?: string;
}

/** A mail ready to queue; `link` is the action's address, kept for the development outbox. */
export interface OutgoingMail {
  to: string;
  kind: string;
  locale: Lang;
  content: MailContent;
}
