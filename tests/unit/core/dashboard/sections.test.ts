import { describe, expect, it } from 'vitest';
import { itemsOf, readLearnerSections, readTrainerSections } from '../../../../src/core/dashboard/sections';

// §2 Dashboard / §3 entities: each section validated alone with coercion; a bad section fails only its card.

const course = { id: 12, title: 'Crowd management', progress: '45', batch_participant_course_progress_id: 901 };
const exam = { no: 'EX-1', title: 'Final', status: 'Live', start_date_time: '2026-11-22T10:00:00Z' };

describe('readLearnerSections', () => {
  it('coerces numeric strings and ids and keeps every good section', () => {
    const sections = readLearnerSections({ active_courses: [course], upcoming_exams: [exam] });
    expect(sections.active_courses).toEqual({
      ok: true,
      items: [{ ...course, id: '12', progress: 45, batch_participant_course_progress_id: '901' }],
    });
    expect(itemsOf(sections.upcoming_exams).map((e) => e.no)).toEqual(['EX-1']);
  });

  it('reads a missing or null section as an empty list', () => {
    const sections = readLearnerSections({ schedule: null });
    for (const name of [
      'active_courses',
      'schedule',
      'upcoming_exams',
      'previous_exams',
      'completed_courses',
      'achievements',
    ] as const) {
      expect(sections[name]).toEqual({ ok: true, items: [] });
    }
  });

  it('fails only the malformed section', () => {
    const sections = readLearnerSections({
      active_courses: [course],
      previous_exams: 'oops',
      achievements: [{ issue_date: '2026-01-01' }],
    });
    expect(sections.previous_exams).toEqual({ ok: false });
    expect(sections.achievements).toEqual({ ok: false });
    expect(sections.active_courses.ok).toBe(true);
    expect(itemsOf(sections.previous_exams)).toEqual([]);
  });
});

describe('readTrainerSections', () => {
  it('validates the trainer sections apart', () => {
    const sections = readTrainerSections({
      pending_assessments: [{ exam_no: 5, title: 'Mid-term', batch_no: 'B-7', pending_count: '3' }],
      certificates_ready: [{ batch_no: 'B-7', count: 2 }],
      recent_activity: [{ id: 1, type: 'updated', message: 'Name updated', created_at: '2026-11-20T08:00:00Z' }],
    });
    expect(sections.pending_assessments).toEqual({
      ok: true,
      items: [{ exam_no: '5', title: 'Mid-term', batch_no: 'B-7', pending_count: 3 }],
    });
    expect(sections.certificates_ready).toEqual({ ok: false });
    expect(sections.recent_activity.ok).toBe(true);
    expect(sections.schedule).toEqual({ ok: true, items: [] });
  });
});
