import { describe, expect, it } from 'vitest';
import { BRAND_VARIANTS } from '../../../../src/core/brand/variants';
import { matchRoute, type RouteMatch } from '../../../../src/core/navigation/routes';
import { screenFor } from '../../../../demo/host/views';

const route = (path: string) => matchRoute(path) as RouteMatch;
const brand = BRAND_VARIANTS.safe;

// demo/host/features/exam.ts: the exam routes on one <academy-exam>.

describe('demo host screens: exam', () => {
  it('opens <academy-exam> on the exam routes with the number and view, in place between them', () => {
    const take = screenFor(route('/app/exam/5014/take'), brand, 'en');
    const shell = take.build();
    const exam = shell.querySelector('academy-exam');
    expect([exam?.getAttribute('exam-no'), exam?.getAttribute('view'), shell.querySelector('[data-unbuilt]')]).toEqual([
      '5014',
      'take',
      null,
    ]);
    for (const [path, view] of [
      ['/app/exam/5005/result', 'result'],
      ['/app/exam/5007/feedback', 'feedback'],
    ] as const) {
      screenFor(route(path), brand, 'en').update?.(shell);
      expect(shell.querySelector('academy-exam')).toBe(exam);
      expect([exam?.getAttribute('exam-no'), exam?.getAttribute('view')]).toEqual([path.split('/')[3], view]);
    }
  });
});
