import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import type { CompanyRecord } from './types';

// Binary files the API serves: the code-of-conduct PDF is a committed file (read once at start), the rest is built in code.

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function companyLogoSvg(company: CompanyRecord): string {
  const { color } = company;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${escapeXml(company.name)}">`,
    `<rect width="120" height="120" rx="24" fill="${color}"/>`,
    '<path d="M60 18 L94 31 V58 C94 80 79 95 60 102 C41 95 26 80 26 58 V31 Z" fill="#ffffff"/>',
    `<text x="60" y="70" text-anchor="middle" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="${color}">${escapeXml(company.initials)}</text>`,
    '</svg>',
  ].join('');
}

/** A stored (uncompressed) ZIP archive: enough for a small but valid .docx. */
function buildZip(entries: { name: string; content: string }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = Buffer.from(entry.content);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function buildDocx(paragraphs: string[]): Buffer {
  const wordNs = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const body = paragraphs.map((text) => `<w:p><w:r><w:t>${escapeXml(text)}</w:t></w:r></w:p>`).join('');
  return buildZip([
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: 'word/document.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${wordNs}"><w:body>${body}</w:body></w:document>`,
    },
  ]);
}

/** A two-page PDF made for the project (files/code-of-conduct.pdf), read once when the API starts. */
const CODE_OF_CONDUCT_PDF = readFileSync(new URL('./files/code-of-conduct.pdf', import.meta.url));

export interface StoredFile {
  contentType: string;
  /** `inline` lets the content page show a PDF in a frame; other types download. */
  disposition: 'inline' | 'attachment';
  build: () => Buffer;
}

/** Files referenced by seeded dynamic buttons, served at /backend/storage/files/{name}. */
export const STORED_FILES: Record<string, StoredFile> = {
  'code-of-conduct.pdf': {
    contentType: 'application/pdf',
    disposition: 'inline',
    build: () => CODE_OF_CONDUCT_PDF,
  },
  'student-guide.docx': {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    disposition: 'attachment',
    build: () =>
      buildDocx(['Student Guide', 'Welcome to the academy. This guide explains schedules, exams and certificates.']),
  },
};
