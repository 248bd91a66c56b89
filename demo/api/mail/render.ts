import { createElement } from 'react';
import { render } from '@react-email/render';
import type { Lang } from '../types';
import type { MailBrand, MailContent } from './content';
import { MailLayout } from './layout';

/** A mail's two parts from its one content: HTML for mail apps, plain text for the rest and for filters. */
export async function renderMail(
  brand: MailBrand,
  locale: Lang,
  content: MailContent,
): Promise<{ subject: string; html: string; text: string }> {
  const html = await render(createElement(MailLayout, { brand, locale, content }));
  return { subject: content.subject, html, text: plainText(brand, content) };
}

/** The plain-text part: the same words in reading order, the action as its bare link on a line of its own. */
function plainText(brand: MailBrand, content: MailContent): string {
  const lines = [brand.name, '', content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.action) lines.push(`${content.action.label}:`, content.action.url, '');
  if (content.note) lines.push('--', content.note);
  return lines.join('\n').trimEnd() + '\n';
}
