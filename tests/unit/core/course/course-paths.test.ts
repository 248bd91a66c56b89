import { describe, expect, it } from 'vitest';
import { contentPath } from '../../../../src/core/course/course-paths';

describe('contentPath (§2 /course/{courseId}/{contentId}/{courseProgressId})', () => {
  it('builds the route with every id encoded', () => {
    expect(contentPath('12', 'c1', '88')).toBe('/course/12/c1/88');
    expect(contentPath('1 2', 'a/b', '8?8')).toBe('/course/1%202/a%2Fb/8%3F8');
  });
});
