// @vitest-environment node
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { BATCH_PAGE } from '../../../demo/api/features/batch/ids';
import { localTime } from '../../../demo/api/local-time';
import { NOON, seedAt, tokenOf } from './attendance-support';
import { useTestApi, type TestApi } from './helpers';
import { FIXTURE, seedInsightsFixture } from './insights-support';

// GET batches/export/{batchNo}: the fixture batch's tables as files, opened back (CSV parsed by RFC 4180, XLSX read
// with exceljs) and compared cell by cell; headers in both languages; the same guard and range rule as the insights.

async function download(t: TestApi, query: string, options: { as?: string; lang?: string; no?: number } = {}) {
  const token = await tokenOf(t, options.as ?? 'trainer');
  const response = await fetch(`${t.base}batches/export/${options.no ?? FIXTURE.batchNo}${query}`, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': options.lang ?? 'en' },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** RFC 4180 records of a CSV text (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (quoted && char === '"' && text[at + 1] === '"') {
      field += '"';
      at++;
    } else if (char === '"') quoted = !quoted;
    else if (quoted || (char !== ',' && char !== '\r')) field += char;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else {
      // CRLF ends a record.
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      at++;
    }
  }
  return rows;
}

const time = (day: number, hour: number, minute: number) =>
  `2026-03-${String(day).padStart(2, '0')} ${localTime(new Date(2026, 2, day, hour, minute).getTime())}`;

describe('batch exports', () => {
  const t = useTestApi({ at: NOON });

  it('attendance as CSV: BOM, headers, one row per lecture × learner, formulas neutralised, file headers', async () => {
    await seedAt(t);
    await seedInsightsFixture(t);
    const { response, bytes } = await download(t, '?table=attendance&format=csv&from=2026-03-01&to=2026-03-10');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="batch-8801-attendance.csv"');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    // The learner named "=Cala Test" is written as text a spreadsheet will not run.
    expect(text).toContain(`"'=Cala Test"`);
    expect(parseCsv(text)).toEqual([
      ['Learner', 'Email', 'Lecture', 'Date', 'Status', 'Late', 'Left early', 'Checked in', 'Checked out'],
      [
        'Amal Test',
        '880001@fixture.test',
        'Fixture Lecture 1',
        '2026-03-02',
        'Present',
        'No',
        'No',
        time(2, 9, 2),
        time(2, 11, 1),
      ],
      ['Badr Test', '880002@fixture.test', 'Fixture Lecture 1', '2026-03-02', 'Absent', 'No', 'No', '', ''],
      ["'=Cala Test", '880003@fixture.test', 'Fixture Lecture 1', '2026-03-02', 'Excused', 'No', 'No', '', ''],
      ['Dana Test', '880004@fixture.test', 'Fixture Lecture 1', '2026-03-02', 'Present', 'No', 'No', time(2, 9, 1), ''],
      [
        'Amal Test',
        '880001@fixture.test',
        'Fixture Lecture 2',
        '2026-03-09',
        'Present',
        'Yes',
        'No',
        time(9, 9, 20),
        time(9, 11, 0),
      ],
      ['Badr Test', '880002@fixture.test', 'Fixture Lecture 2', '2026-03-09', 'Absent', 'No', 'No', '', ''],
      [
        "'=Cala Test",
        '880003@fixture.test',
        'Fixture Lecture 2',
        '2026-03-09',
        'Present',
        'No',
        'Yes',
        time(9, 9, 0),
        time(9, 10, 40),
      ],
      ['Dana Test', '880004@fixture.test', 'Fixture Lecture 2', '2026-03-09', 'Not marked', 'No', 'No', '', ''],
    ]);
  });

  it('the same columns in Arabic', async () => {
    await seedAt(t);
    await seedInsightsFixture(t);
    const { bytes } = await download(t, '?table=at_risk&format=csv', { lang: 'ar' });
    const rows = parseCsv(bytes.toString('utf8').slice(1));
    expect(rows[0]).toEqual(['المتدرب', 'البريد الإلكتروني', 'الحضور (%)', 'عدد الأسباب', 'أسباب التعثر']);
    expect(rows[1]).toEqual([
      'بدر اختبار',
      '880002@fixture.test',
      '33',
      '3',
      'الحضور ٣٣٪; رسب في اختبار 88101 (٤٠٪); تنبيهات النزاهة: ٣',
    ]);
  });

  it("scores and the at-risk list as CSV, in the insights' order", async () => {
    await seedAt(t);
    await seedInsightsFixture(t);
    const scores = parseCsv((await download(t, '?table=scores&format=csv')).bytes.toString('utf8').slice(1));
    expect(scores[0]).toEqual(['Learner', 'Email', 'Assessment', 'Type', 'Score (%)', 'Pass mark (%)', 'Result']);
    expect(scores.slice(1, 4)).toEqual([
      ['Amal Test', '880001@fixture.test', 'Closed Quiz', 'Exam', '85', '60', 'Passed'],
      ['Amal Test', '880001@fixture.test', 'Open Quiz', 'Exam', '100', '60', 'Passed'],
      ['Amal Test', '880001@fixture.test', 'Fixture Practical', 'Assessment criterion', '100', '', ''],
    ]);
    expect(scores.slice(-3)).toEqual([
      ['Dana Test', '880004@fixture.test', 'Closed Quiz', 'Exam', '', '60', 'Missed'],
      ['Dana Test', '880004@fixture.test', 'Open Quiz', 'Exam', '', '60', 'Not scored yet'],
      ['Dana Test', '880004@fixture.test', 'Fixture Practical', 'Assessment criterion', '10', '', ''],
    ]);
    const atRisk = parseCsv((await download(t, '?table=at_risk&format=csv')).bytes.toString('utf8').slice(1));
    expect(atRisk.slice(1)).toEqual([
      ['Badr Test', '880002@fixture.test', '33', '3', 'Attendance 33%; Failed Closed Quiz (40%); 3 integrity flags'],
      ["'=Cala Test", '880003@fixture.test', '50', '1', 'Attendance 50%'],
      ['Dana Test', '880004@fixture.test', '100', '1', 'Missed Closed Quiz'],
    ]);
  });

  it('XLSX read back with exceljs: real number and date cells, a right-to-left sheet in Arabic', async () => {
    await seedAt(t);
    await seedInsightsFixture(t);
    const { response, bytes } = await download(t, '?table=attendance&format=xlsx', { lang: 'ar' });
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="batch-8801-attendance.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('الحضور');
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.rowCount).toBe(1 + 4 * 4);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'المتدرب',
      'البريد الإلكتروني',
      'المحاضرة',
      'التاريخ',
      'الحالة',
      'متأخر',
      'غادر مبكرًا',
      'وقت الحضور',
      'وقت الانصراف',
    ]);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('أمل اختبار');
    expect(first.getCell(4).value).toEqual(new Date('2026-03-02T00:00:00Z'));
    expect(first.getCell(4).numFmt).toBe('yyyy-mm-dd');
    const checkIn = first.getCell(8).value as Date;
    expect(checkIn).toBeInstanceOf(Date);
    expect(checkIn.toISOString().slice(0, 16)).toBe(`2026-03-02T${localTime(new Date(2026, 2, 2, 9, 2).getTime())}`);
    // A formula-looking name stays text in XLSX (a typed string cell is never a formula).
    expect(sheet.getRow(4).getCell(1).value).toBe('=كالا اختبار');

    const scores = await download(t, '?table=scores&format=xlsx');
    const book2 = new ExcelJS.Workbook();
    await book2.xlsx.load(scores.bytes as unknown as ArrayBuffer);
    const scoreSheet = book2.worksheets[0]!;
    expect(scoreSheet.views[0]?.rightToLeft).toBe(false);
    expect(scoreSheet.getRow(2).values).toEqual([
      undefined,
      'Amal Test',
      '880001@fixture.test',
      'Closed Quiz',
      'Exam',
      85,
      60,
      'Passed',
    ]);
  });

  it('refuses a bad table, format or range with 422 naming the field; others get 404', async () => {
    await seedAt(t);
    const bad = await download(t, '?table=grades&format=pdf', { no: BATCH_PAGE.batchNo });
    expect(bad.response.status).toBe(422);
    expect(JSON.parse(bad.bytes.toString()).data).toEqual({
      table: ['Choose attendance, scores or the at-risk list.'],
      format: ['Choose CSV or XLSX.'],
    });
    const reversed = await download(t, '?table=attendance&format=csv&from=2026-03-10&to=2026-03-01', {
      no: BATCH_PAGE.batchNo,
      lang: 'ar',
    });
    expect(reversed.response.status).toBe(422);
    expect(JSON.parse(reversed.bytes.toString()).data).toEqual({
      to: ['يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده.'],
    });
    for (const as of ['learner', 'both']) {
      const refused = await download(t, '?table=attendance&format=csv', { as, no: BATCH_PAGE.batchNo });
      expect(refused.response.status).toBe(404);
    }
  });

  it('the 2,000-participant batch streams its attendance in pages', async () => {
    await seedAt(t);
    const { response, bytes } = await download(t, '?table=attendance&format=csv', { no: 2499 });
    expect(response.status).toBe(200);
    expect(parseCsv(bytes.toString('utf8').slice(1))).toHaveLength(1 + 2000);
  });
});
