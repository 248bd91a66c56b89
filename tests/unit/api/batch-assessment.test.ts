// @vitest-environment node
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { innerData } from '../../../src/core/api/inner-data';
import { AssessmentTableSchema } from '../../../src/core/api/schemas/batch';
import { assessmentColumns } from '../../../src/core/batch/assessment-grid';
import { scoreRequest } from '../../../src/core/batch/requests';
import {
  BATCH_PAGE,
  CRITERIA,
  FINAL_SCORE_PARTICIPANTS,
  scoreCellKey,
  SEEDED_ROW,
  WITH_EXAM_ATTEMPT,
  WITHOUT_EXAM_ATTEMPT,
} from '../../../demo/api/features/batch/ids';
import { PARTICIPANT } from '../../../demo/api/features/batch/ids';
import { NOON, seedAt } from './attendance-support';
import { grid, storedData, write } from './batch-support';
import { useTestApi } from './helpers';

// POST assessment/table and the two score calls: the grid's columns, P / A / L marks, and the score bounds.

const { knowledge, caseStudy } = CRITERIA.written.subs;
const cell = (participant: number, value: unknown, sub: number = knowledge.id) => ({
  record_id: scoreCellKey(sub, participant),
  col: 'scored',
  value,
});

describe('assessment', () => {
  const t = useTestApi({ at: NOON });

  async function readGrid(lang?: string) {
    const res = await grid(t, CRITERIA.written.id, lang);
    expect(res.status).toBe(200);
    const [failure, table] = validate(innerData(res.body.data), AssessmentTableSchema, { coerce: true });
    expect(failure).toBeUndefined();
    return table!.rows;
  }

  it('grid: a row per participant, P / A / L per started lecture, sub-assessments out of 10 and 20.5, attempts and final rows', async () => {
    await seedAt(t);
    const rows = await readGrid();
    expect(rows).toHaveLength(BATCH_PAGE.participants);
    expect(assessmentColumns(rows)).toEqual({
      attendances: ['Lecture 1', 'Lecture 2', 'Lecture 3'],
      subs: [
        { title: 'Knowledge Check', maxScore: knowledge.max },
        { title: 'Case Study', maxScore: caseStudy.max },
      ],
    });
    const by = new Map(rows.map((row) => [Number(row.id), row]));
    const marks = (id: number) => by.get(id)?.batch_attendances.map((mark) => mark.value ?? null);
    // Lecture 1 and 2 are seeded; lecture 3 runs now (203 checked in by QR, 204 late, others not marked).
    expect(marks(SEEDED_ROW.presentScanned)).toEqual(['P', 'P', null]);
    expect(marks(SEEDED_ROW.late)).toEqual(['L', 'L', 'L']);
    expect(marks(SEEDED_ROW.absent)).toEqual(['A', 'A', null]);
    expect(marks(SEEDED_ROW.excused)).toEqual(['A', 'A', null]);
    for (const row of rows) {
      const id = Number(row.id);
      expect(row.record_permissions?.can_mark_sub_assessment, String(id)).toBe(!FINAL_SCORE_PARTICIPANTS.includes(id));
      expect(row.exam_attempt_id ?? null, String(id)).toEqual(
        WITHOUT_EXAM_ATTEMPT.includes(id) ? null : expect.any(String),
      );
      for (const sub of row.batch_sub_assessments)
        expect(sub.scored ?? 0).toBeLessThanOrEqual(sub.batch_assessment_sub_criteria_score ?? 0);
    }
    expect(rows.some((row) => row.batch_sub_assessments.some((sub) => sub.scored == null))).toBe(true);
    const ar = await readGrid('ar');
    expect(assessmentColumns(ar).attendances[0]).toBe('المحاضرة ١');
    expect(ar[0]?.batch_sub_assessments[1]?.batch_assessment_sub_criteria_title).toBe('دراسة الحالة');
  });

  it("scores: saved on the path the page builds (attempt id or no_exam), shown on reload, each bound refused in the spec's words", async () => {
    await seedAt(t);
    const rows = await readGrid();
    const row = rows.find((item) => Number(item.id) === WITH_EXAM_ATTEMPT[0])!;
    const { path, body } = scoreRequest(row, row.batch_sub_assessments[1]!, 20.5);
    expect(path).toBe(`assessment/mark/sub_assessment/${row.exam_attempt_id}`);
    const saved = await write(t, path, body);
    expect([saved.status, saved.body.message, saved.body.data]).toMatchObject([
      200,
      'Score saved successfully.',
      { success: true, scored: 20.5 },
    ]);
    expect((await write(t, 'assessment/update_one/no_exam', cell(PARTICIPANT.learner, 7.25))).status).toBe(200);
    const again = new Map((await readGrid()).map((item) => [Number(item.id), item]));
    expect(again.get(WITH_EXAM_ATTEMPT[0]!)?.batch_sub_assessments[1]?.scored).toBe(20.5);
    expect(again.get(PARTICIPANT.learner)?.batch_sub_assessments[0]?.scored).toBe(7.25);
    expect(again.get(PARTICIPANT.learner)?.updated_at_formatted).toBe('2026-03-18 12:00');
    expect((await storedData(t)).assessment_scores).toHaveLength(2);

    // The final row's own path: it has a marked attempt at the exam (features/exam/seeded-results.ts).
    const finalAttempt = String(rows.find((item) => Number(item.id) === FINAL_SCORE_PARTICIPANTS[0])?.exam_attempt_id);
    const refusals: [string, object, number, string][] = [
      ['no_exam', cell(PARTICIPANT.learner, -0.5), 422, "Score can't be negative"],
      ['no_exam', cell(PARTICIPANT.learner, 10.01), 422, "Score can't exceed 10.00"],
      ['no_exam', cell(PARTICIPANT.learner, 21, caseStudy.id), 422, "Score can't exceed 20.50"],
      ['no_exam', cell(PARTICIPANT.learner, 1.005), 422, 'Scores move in steps of 0.01.'],
      [
        finalAttempt,
        cell(FINAL_SCORE_PARTICIPANTS[0]!, 5),
        403,
        'These scores are final and can no longer be changed.',
      ],
      // The attempt in the path must be the row's: a row with an attempt is not 'no_exam', and the other way round.
      ['no_exam', cell(WITH_EXAM_ATTEMPT[0]!, 5), 404, 'Assessment record not found.'],
      [String(row.exam_attempt_id), cell(PARTICIPANT.learner, 5), 404, 'Assessment record not found.'],
      ['no_exam', cell(PARTICIPANT.learner, 5, 77), 404, 'Assessment record not found.'],
    ];
    for (const [attempt, score, status, message] of refusals) {
      const res = await write(t, `assessment/mark/sub_assessment/${attempt}`, score);
      expect([res.status, res.body.message], JSON.stringify(score)).toEqual([status, message]);
    }
    expect(
      (await write(t, 'assessment/update_one/no_exam', cell(PARTICIPANT.learner, 10.01), { lang: 'ar' })).body.message,
    ).toBe('لا يمكن أن تتجاوز الدرجة ١٠٫٠٠');
    expect((await write(t, 'assessment/update_one/no_exam', cell(PARTICIPANT.learner, 0))).status).toBe(200);
    expect((await write(t, 'assessment/update_one/no_exam', cell(PARTICIPANT.learner, 5), { as: 'both' })).status).toBe(
      404,
    );
    expect(
      (await write(t, 'assessment/update_one/no_exam', cell(PARTICIPANT.learner, 5), { as: 'learner' })).status,
    ).toBe(404);
    expect(
      (await storedData(t)).assessment_scores.find((score) => score.participant_id === PARTICIPANT.learner)?.scored,
    ).toBe(0);
  });
});
