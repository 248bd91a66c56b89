import { and, eq, gt, inArray, isNull, lte, ne } from 'drizzle-orm';
import { TIME_STYLE, formatDate } from '../../../../src/core/locale/dates';
import type { ApiContext } from '../../context';
import type { OutgoingMail } from '../../mail/content';
import { lectureParams, notify } from '../../notifications';
import { findByIds } from '../../users';
import { batchParticipants, lectures, participants } from './schema';

// "Your lecture starts in 30 minutes" (#32): what is due is read from the lectures themselves, so a restart loses none.

export const REMIND_BEFORE_MS = 30 * 60_000;

/**
 * Mails every active learner (with an account) of each lecture starting within 30 minutes, once: the lecture is
 * marked reminded in the same transaction, and a process that finds it marked (another got there first) skips it.
 */
export async function remindLectures(ctx: ApiContext): Promise<void> {
  const now = ctx.now();
  const { translate } = ctx;
  await ctx.db.transaction(async (tx) => {
    const due = await tx
      .update(lectures)
      .set({ reminded_at: new Date(now) })
      .where(
        and(
          isNull(lectures.reminded_at),
          gt(lectures.start_at, new Date(now)),
          lte(lectures.start_at, new Date(now + REMIND_BEFORE_MS)),
        ),
      )
      .returning();
    if (due.length === 0) return;
    const places = await tx
      .select({ batch_id: batchParticipants.batch_id, user_id: participants.user_id })
      .from(batchParticipants)
      .innerJoin(participants, eq(participants.id, batchParticipants.participant_id))
      .where(
        and(
          inArray(batchParticipants.batch_id, [...new Set(due.map((l) => l.batch_id))]),
          ne(batchParticipants.status, 'Withdrawn'),
        ),
      );
    const people = await findByIds(
      tx,
      places.flatMap((place) => (place.user_id === null ? [] : [place.user_id])),
    );
    const mails: OutgoingMail[] = due.flatMap((lecture) =>
      places.flatMap((place) => {
        const person =
          place.batch_id === lecture.batch_id && place.user_id !== null ? people.get(place.user_id) : undefined;
        if (!person) return [];
        const lang = person.locale;
        const title = lang === 'ar' ? lecture.title_ar || lecture.title : lecture.title;
        const venue = lang === 'ar' ? lecture.venue_ar || lecture.venue : lecture.venue;
        const time = formatDate(lecture.start_at, lang, TIME_STYLE);
        const subject = translate(lang, 'mailLectureSoonSubject', { minutes: REMIND_BEFORE_MS / 60_000 });
        return [
          {
            to: person.email,
            userId: person.id,
            kind: 'lecture-reminder',
            locale: lang,
            content: {
              subject,
              preview: `${title} · ${time}`,
              heading: title,
              paragraphs: [
                translate(lang, lecture.meeting_link ? 'mailLectureSoonOnline' : 'mailLectureSoonBody', {
                  time,
                  venue,
                }),
                translate(lang, 'mailLectureSoonCheckIn'),
              ],
              action: { label: translate(lang, 'mailLectureSoonAction'), url: `${ctx.publicOrigin}/dashboard` },
            },
          },
        ];
      }),
    );
    await notify(
      tx,
      due.flatMap((lecture) =>
        places.flatMap((place) =>
          place.batch_id === lecture.batch_id && place.user_id !== null
            ? [
                {
                  userId: place.user_id,
                  kind: 'lecture-soon' as const,
                  params: lectureParams(lecture),
                  path: '/dashboard',
                },
              ]
            : [],
        ),
      ),
      now,
    );
    await ctx.mail.queue(tx, mails);
  });
  ctx.mail.wake();
}
