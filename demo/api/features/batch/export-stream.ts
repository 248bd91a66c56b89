import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { localDate, localTime } from '../../local-time';
import type { Lang } from '../../types';
import { CSV_BOM, csvLine } from './csv';
import type { Cell, TableData } from './export-tables';

// Issue #34: an export table as a byte stream, written while its rows are read, so memory stays flat whatever the
// row count (the "more than 50,000 rows streams"): CSV by hand (csv.ts), XLSX with exceljs's streaming writer.

/** Rows written per chunk (CSV) or between back-pressure checks (XLSX). */
const ROWS_PER_CHUNK = 500;

/** A CSV cell: a day as `YYYY-MM-DD`, an instant as local `YYYY-MM-DD HH:mm`. */
function csvValue(cell: Cell): string | number | null {
  if (cell === null || typeof cell !== 'object') return cell;
  return 'day' in cell ? cell.day : `${localDate(cell.at)} ${localTime(cell.at)}`;
}

/** A pull stream over an async series of text chunks, UTF-8 encoded: a chunk is made only when the reader wants one. */
function pullStream(chunks: AsyncIterator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return?.();
    },
  });
}

/** The table as CSV: a BOM, the header row, then the rows a chunk at a time. */
export function csvStream(table: TableData): ReadableStream<Uint8Array> {
  async function* chunks(): AsyncGenerator<string> {
    yield CSV_BOM + csvLine(table.headers);
    let chunk = '';
    let count = 0;
    for await (const row of table.rows) {
      chunk += csvLine(row.map(csvValue));
      if (++count % ROWS_PER_CHUNK === 0) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  return pullStream(chunks());
}

/** An instant as a spreadsheet date-time showing the server's local wall time (Excel has no time zones). */
const wallClock = (at: number) => new Date(at - new Date(at).getTimezoneOffset() * 60_000);

/** An XLSX cell: numbers stay numbers, days and instants become date cells. */
function xlsxValue(cell: Cell): string | number | Date | null {
  if (cell === null || typeof cell !== 'object') return cell;
  return 'day' in cell ? new Date(`${cell.day}T00:00:00Z`) : wallClock(cell.at);
}

const DAY_FORMAT = 'yyyy-mm-dd';
const INSTANT_FORMAT = 'yyyy-mm-dd hh:mm';

/** Writes every row into the workbook, waiting whenever the reader has not taken the bytes so far. */
async function writeSheet(table: TableData, lang: Lang, out: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  // Excel caps a sheet's name at 31 characters; Arabic sheets read right to left.
  const sheet = workbook.addWorksheet(table.sheet.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: lang === 'ar' }],
  });
  sheet.columns = table.headers.map((header) => ({ header, width: Math.max(12, header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let count = 0;
  for await (const row of table.rows) {
    const added = sheet.addRow(row.map(xlsxValue));
    row.forEach((cell, at) => {
      if (cell !== null && typeof cell === 'object')
        added.getCell(at + 1).numFmt = 'day' in cell ? DAY_FORMAT : INSTANT_FORMAT;
    });
    added.commit();
    if (++count % ROWS_PER_CHUNK === 0 && out.writableNeedDrain) await once(out, 'drain');
  }
  sheet.commit();
  await workbook.commit();
}

/** The table as an XLSX workbook of one sheet, streamed as exceljs zips it. */
export function xlsxStream(table: TableData, lang: Lang): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  writeSheet(table, lang, out).catch((error: unknown) => out.destroy(error as Error));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
