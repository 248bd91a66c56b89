import { describe, expect, it } from 'vitest';
import { dispositionFileName } from '../../../../src/core/http/file-request';

// The file name a download is saved under: RFC 5987's UTF-8 name first (Arabic names), else the plain one.
describe('dispositionFileName', () => {
  it.each([
    [null, undefined],
    ['attachment', undefined],
    ['attachment; filename="batch-2401.csv"', 'batch-2401.csv'],
    ['attachment; filename=batch.xlsx', 'batch.xlsx'],
    [`attachment; filename="x.csv"; filename*=UTF-8''%D8%AD%D8%B6%D9%88%D8%B1.csv`, 'حضور.csv'],
    [`attachment; filename="x.csv"; filename*=UTF-8''%E0%A4%A.csv`, 'x.csv'],
  ])('%s → %s', (header, name) => {
    expect(dispositionFileName(header)).toBe(name);
  });
});
