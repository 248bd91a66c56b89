import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from '../../../../src/core/navigation/safe-url';

describe('safeHttpUrl (course media, the provided-by logo, certificates)', () => {
  const base = 'https://academy.example/course/12/c1/88';
  it.each([
    ['/backend/storage/course/intro.mp4', 'https://academy.example/backend/storage/course/intro.mp4'],
    ['https://cdn.example/deck.pdf', 'https://cdn.example/deck.pdf'],
    ['  http://cdn.example/a.pdf ', 'http://cdn.example/a.pdf'],
  ])('keeps %s', (url, expected) => expect(safeHttpUrl(url, base)).toBe(expected));

  it.each([
    ['javascript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['data:text/html,<script>1</script>'],
    ['vbscript:x'],
    [''],
    ['   '],
    [null],
    [undefined],
    ['http://'],
  ])('refuses %s', (url) => expect(safeHttpUrl(url, base)).toBeNull());
});
