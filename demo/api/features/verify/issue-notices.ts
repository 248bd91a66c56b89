import type { ApiContext } from '../../context';
import type { Db } from '../../db/database';
import { isolated, type MailContent } from '../../mail/content';
import { notify } from '../../notifications';
import type { Lang } from '../../types';
import { findByIds } from '../../users';
import { courseTitles } from '../course/directory';
import type { NewlyIssued } from '../exam/directory';

// "Certificate issued" (#32): each holder hears of it in the app and by email, in their last-used language, written
// in the transaction that issues the certificates.

interface Certificate {
  number: string;
  course: string;
  verifyUrl: string;
}

function issuedMail(ctx: ApiContext, lang: Lang, certificate: Certificate): MailContent {
  const { number, verifyUrl } = certificate;
  const course = isolated(certificate.course);
  const subject = ctx.translate(lang, 'mailCertificateSubject', { course });
  return {
    subject,
    preview: ctx.translate(lang, 'mailCertificateNumber', { number }),
    heading: ctx.translate(lang, 'mailCertificateHeading'),
    paragraphs: [
      ctx.translate(lang, 'mailCertificateBody', { course, number }),
      ctx.translate(lang, 'mailCertificateVerify', { url: verifyUrl }),
    ],
    action: { label: ctx.translate(lang, 'mailCertificateAction'), url: `${ctx.publicOrigin}/dashboard` },
  };
}

/**
 * Queues, on `tx` (the issuing transaction), a notification and a mail to each holder of `issued` with an account
 * (`holders`: participant id → user id; a participant without one has nowhere to read them).
 */
export async function queueIssueNotices(
  ctx: ApiContext,
  tx: Db,
  issued: readonly NewlyIssued[],
  holders: ReadonlyMap<number, number | null>,
): Promise<void> {
  const owned = issued.flatMap((row) => {
    const userId = holders.get(row.participant_id);
    return userId === null || userId === undefined ? [] : [{ row, userId }];
  });
  if (owned.length === 0) return;
  const [titles, people] = await Promise.all([
    courseTitles(
      tx,
      owned.map(({ row }) => row.course_id),
    ),
    findByIds(
      tx,
      owned.map(({ userId }) => userId),
    ),
  ]);
  await notify(
    tx,
    owned.map(({ row, userId }) => ({
      userId,
      kind: 'certificate-issued' as const,
      params: {
        course: titles.get(row.course_id)?.title ?? '',
        course_ar: titles.get(row.course_id)?.title_ar ?? '',
        certificate_no: row.certificate_no,
      },
      path: '/dashboard',
    })),
    ctx.now(),
  );
  const mails = owned.flatMap(({ row, userId }) => {
    const person = people.get(userId);
    if (!person) return [];
    const title = titles.get(row.course_id);
    const course = (person.locale === 'ar' ? title?.title_ar || title?.title : title?.title) ?? '';
    const verifyUrl = `${ctx.publicOrigin}/verify/${row.verification_code}`;
    const content = issuedMail(ctx, person.locale, { number: row.certificate_no, course, verifyUrl });
    return [{ to: person.email, userId, kind: 'certificate-issued', locale: person.locale, content }];
  });
  await ctx.mail.queue(tx, mails);
}
