import { eq } from 'drizzle-orm';
import { formatPercentage } from '../../../../src/core/exam/exam-result';
import { examResultHref } from '../../../../src/core/dashboard/links';
import { formatParam } from '../../../../src/core/locale/numbers';
import type { ApiContext } from '../../context';
import type { Db } from '../../db/database';
import { isolated, type MailContent } from '../../mail/content';
import { notify } from '../../notifications';
import type { Lang } from '../../types';
import { findById } from '../../users';
import { participantsByIds } from '../batch/directory';
import { examRecord } from './rows';
import { exams } from './schema';
import type { ExamAttemptRecord, ExamPaperRecord, ExamRecord } from './types';

// "Exam result released" (#32): results are immediate, so closing an attempt (the learner's finish, or the server's
// at the deadline) releases it. Written in the closing transaction, which closes an attempt once: one notice each.

/** What closing an attempt tells its learner: written in the closing transaction, announced once it committed. */
export interface ResultRelease {
  write(tx: Db, attempt: ExamAttemptRecord, paper: ExamPaperRecord): Promise<void>;
  committed(): void;
}

function resultMail(ctx: ApiContext, lang: Lang, exam: ExamRecord, attempt: ExamAttemptRecord, paper: ExamPaperRecord) {
  const title = lang === 'ar' ? exam.title_ar || exam.title : exam.title;
  const passed = attempt.passing_status === 'Pass';
  const params = {
    exam: isolated(title),
    score: formatPercentage(attempt.percentage, lang),
    scored: formatParam(attempt.scored ?? 0, lang),
    total: formatParam(attempt.total_score, lang),
    passMark: formatPercentage(paper.pass_mark, lang),
  };
  const subject = ctx.translate(lang, passed ? 'mailResultPassedSubject' : 'mailResultFailedSubject', params);
  return {
    subject,
    preview: `${title} · ${params.score}`,
    heading: ctx.translate(lang, passed ? 'mailResultPassedHeading' : 'mailResultFailedHeading'),
    paragraphs: [
      ctx.translate(lang, 'mailResultBody', params),
      ctx.translate(lang, passed ? 'mailResultPassed' : 'mailResultFailed'),
    ],
    action: {
      label: ctx.translate(lang, 'mailResultAction'),
      url: `${ctx.publicOrigin}${examResultHref(String(exam.no))}`,
    },
  } satisfies MailContent;
}

/**
 * The release of results for this API: a notification and a mail to the learner, in their last-used language, when
 * the paper shows results (a hidden result is not mailed either) and the learner has an account.
 */
export function resultRelease(ctx: ApiContext): ResultRelease {
  return {
    async write(tx, attempt, paper) {
      if (!paper.is_show_result || (attempt.passing_status !== 'Pass' && attempt.passing_status !== 'Fail')) return;
      const participant = (await participantsByIds(tx, [attempt.participant_id])).get(attempt.participant_id);
      const person = participant?.user_id == null ? undefined : await findById(tx, participant.user_id);
      const [row] = await tx.select().from(exams).where(eq(exams.id, attempt.exam_id)).limit(1);
      if (!person || !row) return;
      const exam = examRecord(row);
      const path = examResultHref(String(exam.no));
      const kind = attempt.passing_status === 'Pass' ? 'exam-passed' : 'exam-failed';
      const params = { exam: exam.title, exam_ar: exam.title_ar, percentage: String(attempt.percentage ?? 0) };
      await notify(tx, [{ userId: person.id, kind, params, path }], ctx.now());
      const content = resultMail(ctx, person.locale, exam, attempt, paper);
      await ctx.mail.queue(tx, {
        to: person.email,
        userId: person.id,
        kind: 'exam-result',
        locale: person.locale,
        content,
      });
    },
    committed: () => ctx.mail.wake(),
  };
}
