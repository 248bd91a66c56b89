// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFixture, type FixtureRow } from '../../../demo/api/db/fixtures';
import {
  ENROLLED_ACCOUNTS,
  ENROLLED_PARTICIPANT,
  OTHER_BATCH_LECTURE_ID,
} from '../../../demo/api/features/attendance/ids';
import { SEED_PASSWORD, TRAINER_PERMISSIONS } from '../../../demo/api/features/auth/seed';
import {
  BATCH_ID,
  BATCH_NO,
  CRITERIA,
  FIRE_MORNING_ROSTER,
  LECTURE,
  PARTICIPANT,
  VENUE,
  WITH_EXAM_ATTEMPT,
} from '../../../demo/api/features/batch/ids';
import { extraPeople, extraPlaces } from '../../../demo/api/features/batch/seed-people';
import { CCTV, COURSE, COURSE_MEDIA, FIRE, FIRE_PERCENT, PROGRESS } from '../../../demo/api/features/course/ids';
import { CERTIFICATE, EXAM, MISSING_EXAM_NO } from '../../../demo/api/features/exam/ids';
import * as TICKET from '../../../demo/api/features/tickets/ids';
import { SUPPORT_PERMISSION } from '../../../demo/api/features/tickets/ticket-access';
import { VERIFY_CODE } from '../../../demo/api/features/verify/ids';
import { TICKET_STATUS } from '../../../src/core/tickets/ticket-status';

// The fixtures write other features' ids as literal numbers, and tests and pages open them through the ids.ts
// constants: every constant must name the row it describes, and every id a fixture points at must exist (#28).

type Row = FixtureRow & { id: number };
const rows = (feature: string, table: string) =>
  readFixture(new URL(`../../../demo/api/features/${feature}/fixtures/${table}.json`, import.meta.url)) as Row[];
const ids = (list: readonly FixtureRow[], key = 'id') => list.map((row) => row[key]);
const byId = (list: readonly Row[], id: unknown): Row => {
  const row = list.find((item) => item.id === id);
  if (!row) throw new Error(`no row ${String(id)}`);
  return row;
};
const at = (value: unknown) => (value as { $at: string }).$at;

const users = rows('auth', 'users');
const userId = (username: string) => users.find((user) => user.username === username)?.id;
const participants = [...rows('batch', 'participants'), ...(extraPeople() as Row[])];
const batches = rows('batch', 'batches');
const places = [...rows('batch', 'batch_participants'), ...(extraPlaces() as Row[])].sort((a, b) => a.id - b.id);
const lectures = rows('batch', 'lectures');
const courses = rows('course', 'courses');
const progress = rows('course', 'course_progress');
const exams = rows('exam', 'exams');
const tickets = rows('tickets', 'tickets');

type TreeContent = FixtureRow & {
  id: number;
  url: string | null;
  thumbnailUrl: string | null;
  downloadUrl: string | null;
  captions?: { lang: string; url: string }[];
};
type Tree = { id: number; chapters: { id: number; contents: TreeContent[] }[] }[];
const treeOf = (courseId: number) => byId(courses, courseId).units as Tree;

describe('seed fixtures agree with the ids.ts constants', () => {
  it('auth: the demo accounts, their password and the trainer permissions', () => {
    expect(ids(users, 'username')).toEqual(['learner', 'trainer', 'both', 'newcomer', 'support']);
    expect(users.map((user) => user.password_hash)).toEqual(users.map(() => ({ $password: SEED_PASSWORD })));
    expect(users.find((user) => user.username === 'trainer')?.permissions).toEqual(TRAINER_PERMISSIONS);
    // Support staff (#32): only the seeded `support` account answers every ticket.
    const staff = users.filter((user) => (user.permissions as string[]).includes(SUPPORT_PERMISSION));
    expect(staff.map((user) => user.username)).toEqual(['support']);
  });

  it('batch: batches, lectures, people, rosters, criteria and venues', () => {
    expect(batches.map((batch) => [batch.id, batch.batch_no])).toEqual(
      Object.keys(BATCH_ID).map((key) => [
        BATCH_ID[key as keyof typeof BATCH_ID],
        BATCH_NO[key as keyof typeof BATCH_NO],
      ]),
    );
    const fire = Object.values(LECTURE).map((id) => byId(lectures, id));
    expect(fire.map((lecture) => lecture.batch_id)).toEqual(fire.map(() => BATCH_ID.fireMorning));
    expect(fire.map((lecture) => at(lecture.start_at))).toEqual([
      'running.start',
      'later.start',
      'finished.start',
      'day-7 09:00',
      'day+7 09:00',
    ]);
    for (const [account, id] of Object.entries(PARTICIPANT)) {
      const person = byId(participants, id);
      const user = users.find((item) => item.username === account);
      expect(person.user_id).toBe(user?.id);
      expect([person.name, person.arabic_name, person.email, person.nid]).toEqual([
        user?.name,
        user?.arabic_name,
        user?.email,
        user?.nid,
      ]);
    }
    expect(
      places.filter((place) => place.batch_id === BATCH_ID.fireMorning).map((place) => place.participant_id),
    ).toEqual(FIRE_MORNING_ROSTER);
    const criteria = rows('batch', 'assessment_criteria');
    const subs = rows('batch', 'assessment_sub_criteria');
    expect(ids(criteria)).toEqual([CRITERIA.written.id, CRITERIA.practical.id, CRITERIA.observation.id]);
    expect(byId(criteria, CRITERIA.written.id).exam_no).toBe(EXAM.fireAssignment);
    expect(subs.map((sub) => [sub.criterion_id, sub.id, sub.max_score])).toEqual(
      [CRITERIA.written, CRITERIA.practical].flatMap((criterion) =>
        Object.values(criterion.subs).map((sub) => [criterion.id, sub.id, sub.max]),
      ),
    );
    const venues = Object.values(VENUE).map((venue) => JSON.stringify(venue));
    for (const lecture of lectures.filter((item) => item.venue_latitude !== null)) {
      const venue = {
        latitude: lecture.venue_latitude,
        longitude: lecture.venue_longitude,
        radius_m: lecture.venue_radius_m,
      };
      expect(venues, String(lecture.id)).toContain(JSON.stringify(venue));
    }
  });

  it('attendance: the enrolled accounts and the other batch lecture', () => {
    const fireRoster = places.filter((place) => place.batch_id === BATCH_ID.fireMorning);
    for (const account of ENROLLED_ACCOUNTS) {
      expect(fireRoster.map((place) => place.participant_id)).toContain(ENROLLED_PARTICIPANT[account]);
    }
    const other = byId(lectures, OTHER_BATCH_LECTURE_ID);
    expect(other.batch_id).toBe(BATCH_ID.deescalationBoth);
    expect(
      places.filter((place) => place.batch_id === other.batch_id).map((place) => place.participant_id),
    ).not.toContain(PARTICIPANT.learner);
  });

  it('course: courses by batch, progress records, trees and media', () => {
    expect(ids(courses)).toEqual(Object.values(COURSE));
    const courseOfBatch = Object.fromEntries(
      rows('batch', 'batch_courses').map((row) => [row.batch_id, row.course_id]),
    );
    expect(courseOfBatch).toEqual({
      [BATCH_ID.fireMorning]: COURSE.fireSafety,
      [BATCH_ID.firstAidEvening]: COURSE.firstAid,
      [BATCH_ID.crowdWeekend]: COURSE.crowdManagement,
      [BATCH_ID.cctvOnline]: COURSE.cctv,
      [BATCH_ID.guardSpring]: COURSE.guardFoundations,
      [BATCH_ID.evacuationB]: COURSE.evacuation,
      [BATCH_ID.deescalationBoth]: COURSE.deescalation,
    });
    const { learnerCopiedLink, ...records } = PROGRESS;
    expect(ids(progress)).toEqual(Object.values(records));
    for (const [key, id] of Object.entries(records)) {
      const owner = key.startsWith('learner') ? PARTICIPANT.learner : PARTICIPANT.both;
      expect(byId(progress, id).participant_id, key).toBe(owner);
    }
    expect(rows('course', 'course_progress_links')).toEqual([
      { id: learnerCopiedLink, participant_id: PARTICIPANT.learner, course_id: COURSE.fireSafety },
    ]);
    expect(byId(progress, PROGRESS.learnerFireSafety).progress_percentage).toBe(FIRE_PERCENT.learner);
    expect(byId(progress, PROGRESS.bothFireSafety).progress_percentage).toBe(FIRE_PERCENT.both);
    for (const [named, courseId] of [
      [FIRE, COURSE.fireSafety],
      [CCTV, COURSE.cctv],
    ] as const) {
      const tree = treeOf(courseId);
      const { units, chapters, ...contents } = named;
      expect(ids(tree)).toEqual(units);
      expect(tree.flatMap((unit) => ids(unit.chapters))).toEqual(chapters);
      expect(tree.flatMap((unit) => unit.chapters.flatMap((chapter) => ids(chapter.contents)))).toEqual(
        Object.values(contents),
      );
    }
    const media = new Set(Object.values(COURSE_MEDIA).map((file) => `/backend/storage/course/${file}`));
    for (const course of courses) {
      for (const content of treeOf(course.id).flatMap((unit) => unit.chapters.flatMap((chapter) => chapter.contents))) {
        const captions = content.captions ?? [];
        // Every seeded video has English and Arabic captions (#37).
        if (content.type === 'video')
          expect(
            captions.map((track) => track.lang),
            `${content.id}`,
          ).toEqual(['en', 'ar']);
        const urls = [content.url, content.thumbnailUrl, content.downloadUrl, ...captions.map((track) => track.url)];
        for (const url of urls.filter((item) => item !== null)) {
          expect(media, `${content.id}`).toContain(url);
        }
      }
    }
  });

  it('exam: exam numbers, attempts waiting to be marked and certificates', () => {
    expect(ids(exams, 'no')).toEqual(Object.values(EXAM));
    expect(ids(exams, 'no')).not.toContain(MISSING_EXAM_NO);
    const written = exams.find((exam) => exam.no === EXAM.fireAssignment)?.id;
    expect(
      rows('exam', 'exam_attempts')
        .filter((attempt) => attempt.exam_id === written)
        .map((attempt) => attempt.participant_id),
    ).toEqual(WITH_EXAM_ATTEMPT);
    const issued = rows('exam', 'certificates').filter((certificate) => certificate.status === 'issued');
    expect(issued.map((certificate) => [certificate.certificate_no, certificate.participant_id])).toEqual([
      [CERTIFICATE.learnerGuardFoundations, PARTICIPANT.learner],
      [CERTIFICATE.learnerEvacuation, PARTICIPANT.learner],
      [CERTIFICATE.expiredGuardFoundations, 203],
      [CERTIFICATE.revokedGuardFoundations, 204],
    ]);
  });

  it('verify: the seeded codes are the certificates they name, and the revocation is of the revoked one', () => {
    const certificates = rows('exam', 'certificates');
    const byCode = (code: string) => certificates.find((row) => row.verification_code === code);
    expect(byCode(VERIFY_CODE.valid)?.certificate_no).toBe(CERTIFICATE.learnerGuardFoundations);
    expect(byCode(VERIFY_CODE.expired)?.certificate_no).toBe(CERTIFICATE.expiredGuardFoundations);
    expect(byCode(VERIFY_CODE.revoked)?.certificate_no).toBe(CERTIFICATE.revokedGuardFoundations);
    expect(byCode(VERIFY_CODE.ready)?.status).toBe('ready');
    expect(byCode(VERIFY_CODE.unknown)).toBeUndefined();
    const revoked = rows('verify', 'certificate_revocations').map((row) => row.certificate_id);
    expect(revoked).toEqual([byCode(VERIFY_CODE.revoked)?.id]);
    expect(new Set(certificates.map((row) => row.verification_code)).size).toBe(certificates.length);
  });

  it('tickets: numbers alongside ids, the named tickets, counts per owner and status, support types', () => {
    expect(tickets.map((ticket) => ticket.no)).toEqual(tickets.map((ticket) => TICKET.FIRST_TICKET_NO + ticket.id - 1));
    for (const [id, no] of [
      [TICKET.LEARNER_OPEN_TICKET_ID, TICKET.LEARNER_OPEN_TICKET_NO],
      [TICKET.LEARNER_CLOSED_TICKET_ID, TICKET.LEARNER_CLOSED_TICKET_NO],
      [TICKET.LEARNER_REOPENED_TICKET_ID, TICKET.LEARNER_REOPENED_TICKET_NO],
      [TICKET.LEARNER_HOSTILE_TICKET_ID, TICKET.LEARNER_HOSTILE_TICKET_NO],
      [TICKET.TRAINER_TICKET_ID, TICKET.TRAINER_TICKET_NO],
      [TICKET.BOTH_TICKET_ID, TICKET.BOTH_TICKET_NO],
    ]) {
      expect(byId(tickets, id).no).toBe(no);
    }
    const ticketNo = (no: number) => tickets.find((ticket) => ticket.no === no);
    const learner = userId('learner');
    const owned = (username: string) => tickets.filter((ticket) => ticket.user_id === userId(username));
    expect([
      ticketNo(TICKET.LEARNER_OPEN_TICKET_NO)?.status,
      ticketNo(TICKET.LEARNER_CLOSED_TICKET_NO)?.status,
      ticketNo(TICKET.LEARNER_REOPENED_TICKET_NO)?.status,
      ticketNo(TICKET.TRAINER_TICKET_NO)?.user_id,
      ticketNo(TICKET.BOTH_TICKET_NO)?.user_id,
      ticketNo(TICKET.LEARNER_ARABIC_TICKET_NO)?.user_id,
    ]).toEqual([
      TICKET_STATUS.open,
      TICKET_STATUS.closed,
      TICKET_STATUS.reopened,
      userId('trainer'),
      userId('both'),
      learner,
    ]);
    expect(String(ticketNo(TICKET.LEARNER_HOSTILE_TICKET_NO)?.description)).toContain(TICKET.HOSTILE_HTML);
    expect(
      rows('tickets', 'ticket_histories').some(
        (reply) => reply.ticket_id === ticketNo(TICKET.LEARNER_UNANSWERED_TICKET_NO)?.id,
      ),
    ).toBe(false);
    const mine = owned('learner');
    expect({
      all: mine.length,
      open: mine.filter((ticket) => ticket.status === TICKET_STATUS.open).length,
      closed: mine.filter((ticket) => ticket.status === TICKET_STATUS.closed).length,
      reopened: mine.filter((ticket) => ticket.status === TICKET_STATUS.reopened).length,
    }).toEqual(TICKET.LEARNER_TICKET_COUNTS);
    expect([owned('trainer').length, owned('both').length, owned('newcomer').length]).toEqual([
      TICKET.TRAINER_TICKET_COUNT,
      TICKET.BOTH_TICKET_COUNT,
      0,
    ]);
    const word = TICKET.DESCRIPTION_ONLY_WORD;
    expect(mine.filter((ticket) => String(ticket.description).includes(word)).map((ticket) => ticket.id)).toEqual([
      8, 15,
    ]);
    expect(tickets.some((ticket) => String(ticket.title).toLowerCase().includes(word))).toBe(false);
    expect(ids(rows('tickets', 'support_types'), 'value')).toEqual(TICKET.SUPPORT_TYPE_VALUES);
  });

  it('every id a fixture points at names a seeded row', () => {
    const exists = (list: readonly FixtureRow[], key = 'id') => new Set(ids(list, key));
    const targets = {
      user: exists(users),
      participant: exists(participants),
      batch: exists(batches),
      place: exists(places),
      lecture: exists(lectures),
      course: exists(courses),
      exam: exists(exams),
      ticket: exists(tickets),
    };
    const links: [feature: string, table: string, column: string, target: keyof typeof targets][] = [
      ['auth', 'activities', 'user_id', 'user'],
      ['batch', 'participants', 'user_id', 'user'],
      ['batch', 'batch_trainers', 'user_id', 'user'],
      ['batch', 'batch_trainers', 'batch_id', 'batch'],
      ['batch', 'batch_courses', 'course_id', 'course'],
      ['batch', 'batch_participants', 'participant_id', 'participant'],
      ['batch', 'lectures', 'batch_id', 'batch'],
      ['batch', 'lectures', 'course_id', 'course'],
      ['batch', 'lectures', 'delivered_by', 'user'],
      ['batch', 'batch_activity', 'batch_id', 'batch'],
      ['course', 'course_progress', 'batch_id', 'batch'],
      ['course', 'course_progress', 'batch_participant_id', 'place'],
      ['course', 'course_progress', 'participant_id', 'participant'],
      ['exam', 'exams', 'batch_id', 'batch'],
      ['exam', 'exams', 'course_id', 'course'],
      ['exam', 'exam_papers', 'exam_id', 'exam'],
      ['exam', 'exam_attempts', 'exam_id', 'exam'],
      ['exam', 'exam_attempts', 'participant_id', 'participant'],
      ['exam', 'exam_attempts', 'batch_participant_id', 'place'],
      ['exam', 'certificates', 'participant_id', 'participant'],
      ['exam', 'certificates', 'batch_id', 'batch'],
      ['exam', 'certificates', 'course_id', 'course'],
      ['exam', 'certificates', 'exam_id', 'exam'],
      ['tickets', 'tickets', 'user_id', 'user'],
      ['tickets', 'ticket_histories', 'ticket_id', 'ticket'],
    ];
    for (const [feature, table, column, target] of links) {
      for (const row of rows(feature, table)) {
        if (row[column] !== null)
          expect(targets[target].has(row[column]), `${table}.${column} ${String(row[column])}`).toBe(true);
      }
    }
    // A place or a progress record names its participant's place in that very batch.
    const placeOf = (row: FixtureRow) => places.find((place) => place.id === row.batch_participant_id);
    for (const row of progress) {
      expect([placeOf(row)?.batch_id, placeOf(row)?.participant_id]).toEqual([row.batch_id, row.participant_id]);
    }
  });
});
