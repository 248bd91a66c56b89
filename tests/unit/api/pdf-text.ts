import { inflateSync } from 'node:zlib';

// Reads what a PDF writes, as a viewer would: each text object's glyphs through its font's ToUnicode CMap, in the
// order they are drawn (left to right), one string per glyph (a ligature's glyph keeps its characters in order).

/** One text object (BT … ET): its font's BaseFont and its glyphs' characters in drawing order. */
export interface PdfTextRun {
  font: string;
  glyphs: string[];
}

/** What the tests read from a PDF. */
export interface PdfContent {
  runs: PdfTextRun[];
  /** BaseFont names of the embedded (FontFile2) fonts. */
  embeddedFonts: string[];
}

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const found = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const start = body.indexOf('stream');
    if (start < 0) {
      found.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dataStart = body.indexOf('\n', start) + 1;
    const length = Number(/\/Length (\d+)/.exec(body.slice(0, start))?.[1] ?? 0);
    const raw = Buffer.from(body.slice(dataStart, dataStart + length), 'latin1');
    found.set(Number(match[1]), {
      dict: body.slice(0, start),
      stream: body.includes('/FlateDecode') ? inflateSync(raw) : raw,
    });
  }
  return found;
}

const hexText = (hex: string) =>
  String.fromCharCode(...(hex.match(/[0-9a-f]{4}/gi) ?? []).map((unit) => parseInt(unit, 16)));

/** Glyph id → characters, from a ToUnicode CMap's bfchar and bfrange (array and offset forms). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, block = ''] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, from = '', to = ''] of block.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]*)>/gi))
      map.set(parseInt(from, 16), hexText(to));
  }
  for (const [, block = ''] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from = '', to = '', list, first] of block.matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(?:\[([^\]]*)\]|<([0-9a-f]*)>)/gi,
    )) {
      const start = parseInt(from, 16);
      if (list !== undefined)
        [...list.matchAll(/<([0-9a-f\s]*)>/gi)].forEach(([, value = ''], index) =>
          map.set(start + index, hexText(value)),
        );
      else
        for (let id = start; id <= parseInt(to, 16); id++)
          map.set(
            id,
            hexText(first ?? '').replace(/.$/, (last) => String.fromCharCode(last.charCodeAt(0) + id - start)),
          );
    }
  }
  return map;
}

/** The text runs and embedded fonts of a PDF written with Type0 (Identity-H) fonts, as pdfkit writes them. */
export function readPdf(pdf: Buffer): PdfContent {
  const all = objects(pdf);
  const fonts = new Map<string, { name: string; glyphs: Map<number, string> }>();
  const embeddedFonts: string[] = [];
  for (const object of all.values()) {
    if (/\/FontFile2 \d+ 0 R/.test(object.dict)) embeddedFonts.push(/\/FontName \/(\S+)/.exec(object.dict)?.[1] ?? '');
    for (const [, alias = '', ref = ''] of object.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = all.get(Number(ref))?.dict ?? '';
      const cmap = all.get(Number(/\/ToUnicode (\d+) 0 R/.exec(font)?.[1]))?.stream?.toString('latin1') ?? '';
      fonts.set(alias, { name: /\/BaseFont \/(\S+)/.exec(font)?.[1] ?? alias, glyphs: toUnicode(cmap) });
    }
  }
  const runs: PdfTextRun[] = [];
  const pages = [...all.values()].flatMap((object) =>
    [...object.dict.matchAll(/\/Contents (\d+) 0 R/g)].map(([, ref]) => all.get(Number(ref))),
  );
  for (const page of pages) {
    const content = page?.stream?.toString('latin1') ?? '';
    for (const [, block = ''] of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      const font = fonts.get(/\/(F\d+) [\d.]+ Tf/.exec(block)?.[1] ?? '');
      const glyphs = [...block.matchAll(/<([0-9a-f]+)>/gi)].flatMap(([, hex = '']) =>
        (hex.match(/[0-9a-f]{4}/gi) ?? []).map((id) => font?.glyphs.get(parseInt(id, 16)) ?? '\ufffd'),
      );
      runs.push({ font: font?.name ?? '', glyphs });
    }
  }
  return { runs, embeddedFonts };
}

/** A run's text as drawn, left to right (marks without characters drop out). */
export const visualText = (run: PdfTextRun): string => run.glyphs.join('');

/** A right-to-left run's text in reading order: its glyphs from right to left. */
export const rtlText = (run: PdfTextRun): string => [...run.glyphs].reverse().join('');
