import { createElement } from 'react';
import { render } from '@react-email/render';
import type { Lang } from '../types';
import { brandName, type MailBrand, type MailContent } from './content';
import { MailLayout } from './layout';

/** Recent renders by their words: a reminder to a lecture's 1,000 learners renders once per language, not 1,000 times. */
const rendered = new Map<string, Promise<string>>();
const RENDERED_MAX = 64;

function htmlOf(brand: MailBrand, locale: Lang, content: MailContent): Promise<string> {
  const key = JSON.stringify([brand, locale, content]);
  let html = rendered.get(key);
  if (!html) {
    html = render(createElement(MailLayout, { brand, locale, content }));
    // A failed render is not kept: the next mail tries again.
    html.catch(() => rendered.delete(key));
    if (rendered.size >= RENDERED_MAX) rendered.delete(rendered.keys().next().value ?? '');
    rendered.set(key, html);
  }
  return html;
}

/** A mail's two parts from its one content: HTML for mail apps, plain text for the rest and for filters. */
export async function renderMail(
  brand: MailBrand,
  locale: Lang,
  content: MailContent,
): Promise<{ subject: string; html: string; text: string }> {
  return {
    subject: content.subject,
    html: await htmlOf(brand, locale, content),
    text: plainText(brandName(brand, locale), content),
  };
}

/** The plain-text part: the same words in reading order, the action as its bare link on a line of its own. */
function plainText(brand: string, content: MailContent): string {
  const lines = [brand, '', content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.action) lines.push(`${content.action.label}:`, content.action.url, '');
  if (content.note) lines.push('--', content.note);
  if (content.unsubscribe)
    lines.push('', content.unsubscribe.note, `${content.unsubscribe.label}: ${content.unsubscribe.url}`);
  return lines.join('\n').trimEnd() + '\n';
}
