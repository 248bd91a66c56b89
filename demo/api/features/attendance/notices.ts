import type { CalendarPreference } from '../../../../src/core/locale/calendar';
import { DATE_TIME_STYLE, formatDate } from '../../../../src/core/locale/dates';
import type { ApiContext } from '../../context';
import type { Db } from '../../db/database';
import type { MailContent } from '../../mail/content';
import type { Lang } from '../../types';
import { lectureParams, notify } from '../../notifications';
import { findByIds } from '../../users';
import type { AttendanceState } from './marking-state';
import type { AttendanceRecord } from './types';

// "Marked absent or late" (#32): a learner hears of a trainer's mark by email, in their own language, once per change.

/** What a mark changed that the learner should hear of: now absent, or now late. */
type Notice = 'absent' | 'late';

function noticeOf(before: AttendanceState, after: AttendanceRecord): Notice | undefined {
  if (after.status === 'ABSENT' && before.status !== 'ABSENT') return 'absent';
  if (after.is_late && !before.isLate) return 'late';
  return undefined;
}

function noticeMail(
  translate: ApiContext['translate'],
  lang: Lang,
  calendar: CalendarPreference,
  notice: Notice,
  state: AttendanceState,
  publicOrigin: string,
): MailContent {
  const lecture = lang === 'ar' ? state.lecture.title_ar || state.lecture.title : state.lecture.title;
  const when = formatDate(state.lecture.start_at, lang, DATE_TIME_STYLE, calendar);
  const subject = translate(lang, notice === 'absent' ? 'mailMarkedAbsentSubject' : 'mailMarkedLateSubject');
  return {
    subject,
    preview: `${lecture} · ${when}`,
    heading: subject,
    paragraphs: [
      translate(lang, notice === 'absent' ? 'mailMarkedAbsentBody' : 'mailMarkedLateBody', { lecture, when }),
      translate(lang, 'mailMarkedWrong'),
    ],
    action: { label: translate(lang, 'mailMarkedAction'), url: `${publicOrigin}/dashboard` },
  };
}

/**
 * Queues, in the transaction that saves the marks, one notice per learner a mark made absent or late, in the app and
 * by email (learners with an account; participants without one have nowhere to read it).
 */
export async function queueMarkNotices(
  ctx: ApiContext,
  tx: Db,
  changes: ReadonlyArray<{ before: AttendanceState; after: AttendanceRecord }>,
): Promise<void> {
  const noticed = changes.flatMap(({ before, after }) => {
    const notice = noticeOf(before, after);
    const userId = before.enrolment.participant.user_id;
    return notice && userId !== null ? [{ notice, state: before, userId }] : [];
  });
  if (noticed.length === 0) return;
  await notify(
    tx,
    noticed.map(({ notice, state, userId }) => ({
      userId,
      kind: notice === 'absent' ? 'marked-absent' : 'marked-late',
      params: lectureParams(state.lecture),
      path: '/dashboard',
    })),
    ctx.now(),
  );
  const people = await findByIds(
    tx,
    noticed.map((item) => item.userId),
  );
  const mails = noticed.flatMap(({ notice, state, userId }) => {
    const person = people.get(userId);
    if (!person) return [];
    const content = noticeMail(ctx.translate, person.locale, person.calendar, notice, state, ctx.publicOrigin);
    return [{ to: person.email, userId, kind: 'attendance-marked', locale: person.locale, content }];
  });
  await ctx.mail.queue(tx, mails);
}
