import type { Data } from '../../types';
import { BATCH_ID, EXAM } from '../catalog/ids';
import { CRITERIA } from './ids';
import type { AssessmentCriterionRecord } from './types';

// Batch 2401's assessment criteria. Attendance rows and scores are derived (seeded.ts), so nothing else is stored.

/** After catalog: batch 2401's three criteria (the written one linked to exam 5011's attempts). */
export function seedBatch(data: Data): void {
  const criteria: AssessmentCriterionRecord[] = [
    {
      id: CRITERIA.written.id,
      batch_id: BATCH_ID.fireMorning,
      title: 'Written Assignment',
      title_ar: 'الواجب الكتابي',
      exam_no: EXAM.fireAssignment,
      sub_criteria: [
        { id: CRITERIA.written.subs.knowledge.id, title: 'Knowledge Check', title_ar: 'اختبار المعرفة', max_score: CRITERIA.written.subs.knowledge.max, weightage: 40 },
        { id: CRITERIA.written.subs.caseStudy.id, title: 'Case Study', title_ar: 'دراسة الحالة', max_score: CRITERIA.written.subs.caseStudy.max, weightage: 60 },
      ],
    },
    {
      id: CRITERIA.practical.id,
      batch_id: BATCH_ID.fireMorning,
      title: 'Practical Assessment',
      title_ar: 'التقييم العملي',
      exam_no: null,
      sub_criteria: [
        { id: CRITERIA.practical.subs.extinguisher.id, title: 'Extinguisher Handling', title_ar: 'استخدام طفاية الحريق', max_score: CRITERIA.practical.subs.extinguisher.max, weightage: 50 },
        { id: CRITERIA.practical.subs.evacuation.id, title: 'Evacuation Drill', title_ar: 'تدريب الإخلاء', max_score: CRITERIA.practical.subs.evacuation.max, weightage: 50 },
      ],
    },
    { id: CRITERIA.observation.id, batch_id: BATCH_ID.fireMorning, title: 'Trainer Observation', title_ar: 'ملاحظات المدرب', exam_no: null, sub_criteria: [] },
  ];
  data.assessment_criteria.push(...criteria);
}
