import { eq } from 'drizzle-orm';
import { DATE_TIME_STYLE, formatDate } from '../../../../src/core/locale/dates';
import type { ApiContext } from '../../context';
import type { Db } from '../../db/database';
import { atLocal, localDate } from '../../local-time';
import { digestReaders } from '../../mail/choices';
import type { Lang } from '../../types';
import { findByIds } from '../../users';
import { batchesTaughtBy, lecturesOfBatches, rosterOf } from '../batch/directory';
import { recordsOfLectures } from './directory';
import { lectureStates, markOf } from './marking-state';
import { attendanceDigests } from './schema';

// A trainer's daily digest (#32, opt-in): each morning, who was absent or late in the lectures of their batches that
// ended since the morning before; one mail per trainer and day, claimed in the database so processes send it once.

/** Local time the digest leaves (the first job pass at or after it). */
export const DIGEST_AT = '07:00';

interface DigestLecture {
  lecture: string;
  batch: string;
  start: string;
  absent: string[];
  late: string[];
}

const named = (lang: Lang, en: string, ar: string) => (lang === 'ar' && ar ? ar : en);

/** The lectures of the trainer's batches that ended in [from, to), with whom they marked absent or late. */
async function lecturesInDigest(db: Db, userId: number, from: number, to: number, lang: Lang, now: number) {
  const found: DigestLecture[] = [];
  for (const batch of await batchesTaughtBy(db, userId)) {
    const lectures = await lecturesOfBatches(db, [batch.id]);
    const ended = lectures.filter((lecture) => Date.parse(lecture.end_at) >= from && Date.parse(lecture.end_at) < to);
    if (ended.length === 0) continue;
    const [roster, records] = await Promise.all([
      rosterOf(db, batch),
      recordsOfLectures(
        db,
        ended.map((lecture) => lecture.id),
      ),
    ]);
    for (const lecture of ended) {
      const states = lectureStates(records, { batch, lectures, roster, criteria: [] }, lecture, now);
      const who = (mark: 'A' | 'L') =>
        states
          .filter((state) => markOf(state) === mark)
          .map(({ enrolment: { participant } }) => named(lang, participant.name, participant.arabic_name));
      const [absent, late] = [who('A'), who('L')];
      if (absent.length + late.length === 0) continue;
      found.push({
        lecture: named(lang, lecture.title, lecture.title_ar),
        batch: named(lang, batch.title, batch.title_ar),
        start: lecture.start_at,
        absent,
        late,
      });
    }
  }
  return found;
}

/** Sends today's digest to every trainer who turned it on and has not had it yet; nothing when nobody was missed. */
export async function sendAttendanceDigests(ctx: ApiContext): Promise<void> {
  const now = ctx.now();
  const due = atLocal(now, 0, DIGEST_AT);
  if (now < due) return;
  const since = atLocal(now, -1, DIGEST_AT);
  const day = localDate(now);
  // Most passes of the day find every digest sent: one read, no transaction per trainer.
  const sent = await ctx.db
    .select({ user_id: attendanceDigests.user_id })
    .from(attendanceDigests)
    .where(eq(attendanceDigests.day, day));
  const done = new Set(sent.map((row) => row.user_id));
  const readers = (await digestReaders(ctx.db, 'attendance-digest')).filter((id) => !done.has(id));
  if (readers.length === 0) return;
  const people = await findByIds(ctx.db, readers);
  for (const userId of readers) {
    const person = people.get(userId);
    if (!person) continue;
    await ctx.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(attendanceDigests)
        .values({ user_id: userId, day, sent_at: new Date(now) })
        .onConflictDoNothing()
        .returning({ day: attendanceDigests.day });
      if (claimed.length === 0) return;
      const lang = person.locale;
      const lectures = await lecturesInDigest(tx, userId, since, due, lang, now);
      if (lectures.length === 0) return;
      const t = (key: Parameters<ApiContext['translate']>[1], params?: Record<string, string | number>) =>
        ctx.translate(lang, key, params);
      const list = (names: string[]) => names.join(lang === 'ar' ? '، ' : ', ');
      const count = (field: 'absent' | 'late') => lectures.reduce((sum, lecture) => sum + lecture[field].length, 0);
      const subject = t('mailDigestSubject', { absent: count('absent'), late: count('late') });
      await ctx.mail.queue(tx, {
        to: person.email,
        userId,
        kind: 'attendance-digest',
        locale: lang,
        content: {
          subject,
          preview: subject,
          heading: subject,
          paragraphs: [
            t('mailDigestIntro', { since: formatDate(since, lang, DATE_TIME_STYLE, person.calendar) }),
            ...lectures.flatMap((lecture) => [
              t('mailDigestLecture', {
                lecture: lecture.lecture,
                batch: lecture.batch,
                when: formatDate(lecture.start, lang, DATE_TIME_STYLE, person.calendar),
              }),
              ...(lecture.absent.length > 0 ? [t('mailDigestAbsent', { names: list(lecture.absent) })] : []),
              ...(lecture.late.length > 0 ? [t('mailDigestLate', { names: list(lecture.late) })] : []),
            ]),
          ],
          action: { label: t('mailDigestAction'), url: `${ctx.publicOrigin}/dashboard` },
        },
      });
    });
  }
  ctx.mail.wake();
}
