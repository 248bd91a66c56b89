import { inflateSync } from 'node:zlib';

// fontkit reads a WOFF by inflating each table in JavaScript on every read (hundreds of ms per certificate); the
// same font as a plain sfnt (TrueType) file, decoded once with node's zlib, is read directly.

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

interface TableEntry {
  tag: number;
  checksum: number;
  data: Buffer;
}

const padded = (length: number): number => (length + 3) & ~3;

/** A WOFF 1.0 file as the sfnt (TrueType/OpenType) file it wraps; throws on anything that is not a WOFF. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF font');
  const numTables = woff.readUInt16BE(12);
  const tables: TableEntry[] = [];
  for (let index = 0; index < numTables; index++) {
    const at = WOFF_HEADER + index * WOFF_ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    // A table stored uncompressed has equal lengths (WOFF §5).
    tables.push({
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    });
  }
  const headerSize = SFNT_HEADER + SFNT_ENTRY * numTables;
  const sfnt = Buffer.alloc(tables.reduce((size, table) => size + padded(table.data.length), headerSize));
  const entrySelector = Math.floor(Math.log2(Math.max(1, numTables)));
  const searchRange = 16 * 2 ** entrySelector;
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerSize;
  for (const [index, table] of tables.entries()) {
    const at = SFNT_HEADER + index * SFNT_ENTRY;
    sfnt.writeUInt32BE(table.tag, at);
    sfnt.writeUInt32BE(table.checksum, at + 4);
    sfnt.writeUInt32BE(offset, at + 8);
    sfnt.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  }
  return sfnt;
}
