import type { AtRiskReason, ExportTable } from '../../../../src/core/api/schemas/batch-insights';
import { pick } from '../../bilingual';
import type { Db } from '../../db/database';
import { localDate } from '../../local-time';
import type { MessageKey } from '../../messages';
import type { Lang } from '../../types';
import { insightsOfCounts, type CountedInput } from './insights';
import type { DayRange } from './insights-queries';
import type { AttendanceFact, BatchPageSources } from './page-sources';
import type { BatchScope } from './scope';

// Issue #34 exports: each table as its header row and an async series of rows, the same columns in both languages.
// Attendance is read a page of lectures at a time, so a 2,000 × 40 batch never holds its 80,000 rows at once.

/** A cell: text, a number, empty, a calendar day (`YYYY-MM-DD`) or an instant (epoch ms); each format writes its own. */
export type Cell = string | number | null | { day: string } | { at: number };

export interface TableData {
  /** The sheet's name and the columns' headers, in the request's language. */
  sheet: string;
  headers: string[];
  rows: AsyncIterable<Cell[]>;
}

/** Words by message key in the request's language. */
export type Words = (key: MessageKey, params?: Record<string, string | number>) => string;

/** Attendance places read per page: a page holds this many rows at most (at least one lecture). */
export const EXPORT_PAGE_ROWS = 10_000;

const STATUS_WORDS: Record<string, MessageKey> = {
  PRESENT: 'statusPresent',
  FLAGGED: 'statusFlagged',
  ABSENT: 'statusAbsent',
  EXCUSED: 'statusExcused',
};

function statusWords(fact: AttendanceFact, t: Words): string {
  return t(fact.status ? (STATUS_WORDS[fact.status] ?? 'statusUnmarked') : 'statusUnmarked');
}

/** What an export reads besides its scope and range. */
export interface ExportContext {
  db: Db;
  sources: Pick<BatchPageSources, 'attendanceFacts'>;
  scope: BatchScope;
  range: DayRange;
  /** The insights' input over the range; its attendance is read only when asked (the at-risk table). */
  input: (withAttendance: boolean) => Promise<CountedInput>;
  now: number;
  lang: Lang;
  t: Words;
}

/** One row per lecture × learner, lectures in time order, learners in roster order; read a page of lectures at a time. */
async function* attendanceRows(ctx: ExportContext, lectures: CountedInput['lectures']): AsyncGenerator<Cell[]> {
  const { roster } = ctx.scope;
  const perPage = Math.max(1, Math.floor(EXPORT_PAGE_ROWS / Math.max(1, roster.length)));
  const yes = ctx.t('exportYes');
  const no = ctx.t('exportNo');
  for (let start = 0; start < lectures.length; start += perPage) {
    const page = lectures.slice(start, start + perPage);
    const [facts = []] = await ctx.sources.attendanceFacts(ctx.db, [{ roster, lectures: page }], ctx.now);
    for (const [at, lecture] of page.entries()) {
      const title = pick(ctx.lang, lecture.title, lecture.title_ar);
      const day = { day: localDate(Date.parse(lecture.start_at)) };
      for (const [place, { participant }] of roster.entries()) {
        const fact = facts[at]?.[place];
        if (!fact) continue;
        yield [
          pick(ctx.lang, participant.name, participant.arabic_name),
          participant.email,
          title,
          day,
          statusWords(fact, ctx.t),
          fact.late ? yes : no,
          fact.earlyLeave ? yes : no,
          fact.checkIn === null ? null : { at: fact.checkIn },
          fact.checkOut === null ? null : { at: fact.checkOut },
        ];
      }
    }
  }
}

/** One row per learner × exam of the range, then per learner × criterion (its total as a percent). */
async function* scoreRows(ctx: ExportContext, input: CountedInput): AsyncGenerator<Cell[]> {
  for (const [place, { participant }] of input.roster.entries()) {
    const name = pick(ctx.lang, participant.name, participant.arabic_name);
    for (const exam of input.exams) {
      const attempt = exam.scored.get(participant.id);
      const result = attempt
        ? attempt.passed
          ? 'resultPassed'
          : 'resultFailed'
        : ctx.now >= exam.closes_at && !exam.sat.has(participant.id)
          ? 'resultMissed'
          : 'resultPending';
      yield [
        name,
        participant.email,
        pick(ctx.lang, exam.title, exam.title_ar),
        ctx.t('kindExam'),
        attempt ? Math.round(attempt.percent * 100) / 100 : null,
        exam.pass_mark,
        ctx.t(result),
      ];
    }
    for (const [at, criterion] of input.criteria.entries()) {
      const percent = input.criterionPercents[at]?.[place] ?? null;
      yield [
        name,
        participant.email,
        pick(ctx.lang, criterion.title, criterion.title_ar),
        ctx.t('kindCriterion'),
        percent === null ? null : Math.round(percent * 100) / 100,
        null,
        null,
      ];
    }
  }
}

/** A reason in words, as the at-risk column joins them. */
export function reasonWords(reason: AtRiskReason, t: Words): string {
  const exam = reason.exam_title ?? '';
  if (reason.code === 'low_attendance') return t('reasonLowAttendance', { rate: reason.value ?? 0 });
  if (reason.code === 'failed_exam') return t('reasonFailedExam', { exam, score: reason.value ?? 0 });
  if (reason.code === 'missed_exam') return t('reasonMissedExam', { exam });
  return t('reasonIntegrity', { count: reason.value ?? 0 });
}

/** One row per at-risk learner, in the insights' order, with the reasons joined in words. */
async function* atRiskRows(ctx: ExportContext, input: CountedInput): AsyncGenerator<Cell[]> {
  const insights = insightsOfCounts(input, { batch_no: String(ctx.scope.batch.batch_no), ...ctx.range });
  const rates = new Map(insights.learners.map((learner) => [learner.participant_id, learner.rate]));
  const emails = new Map(input.roster.map(({ participant }) => [participant.id, participant.email]));
  for (const learner of insights.at_risk)
    yield [
      learner.name,
      emails.get(learner.participant_id) ?? '',
      rates.get(learner.participant_id) ?? null,
      learner.reasons.length,
      learner.reasons.map((reason) => reasonWords(reason, ctx.t)).join('; '),
    ];
}

/** The table asked for: its sheet name, headers and rows. */
export async function exportTable(table: ExportTable, ctx: ExportContext): Promise<TableData> {
  const { t } = ctx;
  const headers = (keys: MessageKey[]) => keys.map((key) => t(key));
  const input = await ctx.input(table === 'at_risk');
  if (table === 'attendance')
    return {
      sheet: t('sheetAttendance'),
      headers: headers([
        'colLearner',
        'colEmail',
        'colLecture',
        'colDate',
        'colStatus',
        'colLate',
        'colEarlyLeave',
        'colCheckIn',
        'colCheckOut',
      ]),
      rows: attendanceRows(ctx, input.lectures),
    };
  if (table === 'scores')
    return {
      sheet: t('sheetScores'),
      headers: headers(['colLearner', 'colEmail', 'colAssessment', 'colKind', 'colScore', 'colPassMark', 'colResult']),
      rows: scoreRows(ctx, input),
    };
  return {
    sheet: t('sheetAtRisk'),
    headers: headers(['colLearner', 'colEmail', 'colAttendanceRate', 'colReasonCount', 'colReasons']),
    rows: atRiskRows(ctx, input),
  };
}
