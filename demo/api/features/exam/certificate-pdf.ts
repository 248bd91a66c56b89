import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { DEFAULT_CALENDAR, type CalendarPreference } from '../../../../src/core/locale/calendar';
import { formatDate } from '../../../../src/core/locale/dates';
import { encode } from 'uqr';
import { woffToSfnt } from './woff-font';

// The certificate PDF (learning §4): A4 landscape, drawn with pdfkit and embedded Noto Sans Arabic subsets (its Latin
// and its Arabic files), so the academy's Arabic name is set joined and right-to-left. Pure: data in, PDF bytes out.

/** What a certificate shows; colours are the brand palette's (`#rrggbb`). */
export interface CertificatePdfData {
  certificateNo: string;
  /** The learner's English name (the profile's, the one printed on certificates). */
  learnerName: string;
  courseTitle: string;
  /** `YYYY-MM-DD`. */
  issueDate: string;
  /** The holder's calendar (#34); Gregorian when absent. */
  calendar?: CalendarPreference;
  academyName: { en: string; ar: string };
  /** Where anyone checks it: `${publicOrigin}/verify/{code}`, printed as text and as a QR code (issue #34). */
  verifyUrl: string;
  colors: { primary: string; primaryDark: string; secondary: string; surface: string; text: string; muted: string };
}

type FontName = 'latin' | 'latin-bold' | 'arabic-bold';

const FONT_FILES: Record<FontName, string> = {
  latin: 'noto-sans-arabic-latin-400-normal.woff',
  'latin-bold': 'noto-sans-arabic-latin-700-normal.woff',
  'arabic-bold': 'noto-sans-arabic-arabic-700-normal.woff',
};

/** A font as fontkit parses it; pdfkit takes one in place of font bytes (`PDFFontFactory.open`), though its types omit it. */
type ParsedFont = object;

let parsed: Record<FontName, ParsedFont> | undefined;

/**
 * The fonts, read, decoded and parsed once per process (each document then only subsets them), by the fontkit that
 * pdfkit itself resolves, so both always agree on the font object.
 */
function fonts(): Record<FontName, ParsedFont> {
  if (!parsed) {
    const require = createRequire(import.meta.url);
    const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as { create(data: Buffer): ParsedFont };
    const read = (file: string) =>
      fontkit.create(woffToSfnt(readFileSync(require.resolve(`@fontsource/noto-sans-arabic/files/${file}`))));
    parsed = {
      latin: read(FONT_FILES.latin),
      'latin-bold': read(FONT_FILES['latin-bold']),
      'arabic-bold': read(FONT_FILES['arabic-bold']),
    };
  }
  return parsed;
}

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 36;
const TEXT_WIDTH = PAGE.width - 2 * (MARGIN + 40);

const DATE_FORMAT = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;

/**
 * `2026-10-12` → `October 12, 2026`, or in the holder's calendar (#34) `1 Jumada I 1448 AH`, through the one date
 * formatter; anything else is printed as given. The Latin font has no ʻ (U+02BB) that ICU's month names use: ’.
 */
export function certificateDate(isoDate: string, calendar: CalendarPreference = DEFAULT_CALENDAR): string {
  const time = Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(time) ? isoDate : formatDate(time, 'en', DATE_FORMAT, calendar).replace(/\u02bb/g, '\u2019');
}

/**
 * pdfkit shapes a line word by word (in logical order) unless features are given: any list, even empty, sends the
 * whole line to fontkit in one run, so an Arabic line comes out joined with its words right-to-left.
 */
const WHOLE_RUN = { features: [] };

/** One line centred on `centerX` with its baseline at `y` (no wrapping), shrunk to fit `maxWidth`; Arabic text takes the Arabic font. */
function centred(
  doc: PDFKit.PDFDocument,
  text: string,
  options: { font: FontName; size: number; color: string; y: number; centerX?: number; maxWidth?: number },
): void {
  doc.font(ARABIC.test(text) ? 'arabic-bold' : options.font).fontSize(options.size);
  const maxWidth = options.maxWidth ?? TEXT_WIDTH;
  doc.fontSize(options.size * Math.min(1, maxWidth / Math.max(1, doc.widthOfString(text, WHOLE_RUN))));
  const width = doc.widthOfString(text, WHOLE_RUN);
  doc.fillColor(options.color).text(text, (options.centerX ?? PAGE.width / 2) - width / 2, options.y, {
    ...WHOLE_RUN,
    lineBreak: false,
    baseline: 'alphabetic',
  });
}

function frame(doc: PDFKit.PDFDocument, colors: CertificatePdfData['colors']): void {
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(colors.surface);
  doc
    .rect(MARGIN / 2, MARGIN / 2, PAGE.width - MARGIN, PAGE.height - MARGIN)
    .lineWidth(8)
    .stroke(colors.primary);
  doc
    .rect(MARGIN, MARGIN, PAGE.width - 2 * MARGIN, PAGE.height - 2 * MARGIN)
    .lineWidth(1.5)
    .stroke(colors.secondary);
  doc.rect(MARGIN, MARGIN, PAGE.width - 2 * MARGIN, 10).fill(colors.secondary);
}

/** The QR code of `url`, `size` points square, its top-left corner at (x, y); dark modules in `color`. */
function qrCode(doc: PDFKit.PDFDocument, url: string, at: { x: number; y: number; size: number; color: string }): void {
  // Medium error correction survives a folded or slightly smudged paper; the border keeps the quiet zone.
  const { data, size } = encode(url, { ecc: 'M', border: 2 });
  const module = at.size / size;
  doc.rect(at.x, at.y, at.size, at.size).fill('#ffffff');
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) doc.rect(at.x + x * module, at.y + y * module, module, module);
    }),
  );
  doc.fill(at.color);
}

/** The verification address along the bottom edge, and its QR code in the bottom-right corner. */
function verification(doc: PDFKit.PDFDocument, data: CertificatePdfData): void {
  const qrSize = 56;
  qrCode(doc, data.verifyUrl, { x: PAGE.width - MARGIN - 8 - qrSize, y: 496, size: qrSize, color: '#000000' });
  centred(doc, `Verify this certificate at ${data.verifyUrl}`, {
    font: 'latin',
    size: 9,
    color: data.colors.muted,
    y: 540,
    maxWidth: 560,
  });
}

/** The certificate of `data` as a one-page PDF. */
export function certificatePdf(data: CertificatePdfData): Promise<Buffer> {
  const files = fonts();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `Certificate ${data.certificateNo}`, Author: data.academyName.en, Subject: data.courseTitle },
  });
  for (const name of Object.keys(files) as FontName[]) doc.registerFont(name, files[name] as Buffer);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { colors } = data;
  frame(doc, colors);
  centred(doc, data.academyName.en, { font: 'latin-bold', size: 22, color: colors.primary, y: 92 });
  centred(doc, data.academyName.ar, { font: 'arabic-bold', size: 22, color: colors.primary, y: 128 });
  centred(doc, 'CERTIFICATE OF COMPLETION', { font: 'latin-bold', size: 30, color: colors.text, y: 192 });
  centred(doc, 'This certifies that', { font: 'latin', size: 14, color: colors.muted, y: 230 });
  centred(doc, data.learnerName, { font: 'latin-bold', size: 34, color: colors.primaryDark, y: 282 });
  doc
    .moveTo(PAGE.width / 2 - 180, 295)
    .lineTo(PAGE.width / 2 + 180, 295)
    .lineWidth(1)
    .stroke(colors.secondary);
  centred(doc, 'has successfully completed the course', { font: 'latin', size: 14, color: colors.muted, y: 326 });
  centred(doc, data.courseTitle, { font: 'latin-bold', size: 24, color: colors.text, y: 362 });
  const column = { left: PAGE.width / 2 - 220, right: PAGE.width / 2 + 220, maxWidth: 260 };
  centred(doc, 'Date of issue', {
    font: 'latin',
    size: 11,
    color: colors.muted,
    y: 452,
    centerX: column.left,
    maxWidth: column.maxWidth,
  });
  centred(doc, certificateDate(data.issueDate, data.calendar), {
    font: 'latin-bold',
    size: 15,
    color: colors.text,
    y: 474,
    centerX: column.left,
    maxWidth: column.maxWidth,
  });
  centred(doc, 'Certificate No.', {
    font: 'latin',
    size: 11,
    color: colors.muted,
    y: 452,
    centerX: column.right,
    maxWidth: column.maxWidth,
  });
  centred(doc, data.certificateNo, {
    font: 'latin-bold',
    size: 15,
    color: colors.text,
    y: 474,
    centerX: column.right,
    maxWidth: column.maxWidth,
  });
  doc
    .circle(PAGE.width / 2, 462, 34)
    .lineWidth(3)
    .stroke(colors.secondary);
  doc.circle(PAGE.width / 2, 462, 26).fill(colors.primary);
  verification(doc, data);
  doc.end();
  return done;
}
