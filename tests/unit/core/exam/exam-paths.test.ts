import { describe, expect, it } from 'vitest';
import { examPath } from '../../../../src/core/exam/exam-paths';

describe('exam paths', () => {
  it('§2 builds /app/exam/{examNo}/{view} with the number encoded', () => {
    expect(examPath('EX 1', 'result')).toBe('/app/exam/EX%201/result');
  });
});
