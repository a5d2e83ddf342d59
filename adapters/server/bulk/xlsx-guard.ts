import { inflateRawSync } from 'node:zlib';
import {
  MAX_BULK_BYTES, MAX_BULK_RATIO, MAX_BULK_ROWS, MAX_BULK_UNCOMPRESSED_BYTES, MAX_BULK_ZIP_ENTRIES, RATIO_CHECKED_FROM_BYTES, BulkMessage,
} from '../../../core/esales/bulk-limits.ts';

/** Why a file was refused before it was parsed; `message` is what the caller is told. */
export class RefusedWorkbook extends Error {
  constructor(readonly message: string, readonly why: string) {
    super(message);
    this.name = 'RefusedWorkbook';
  }
}

interface ZipEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const SHEET_MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
const notExcel = (why: string) => new RefusedWorkbook(BulkMessage.notExcel, why);

/** The entries of a zip's central directory; zip64 and multi-disk archives are refused (no 10 MB sheet needs them). */
function centralDirectory(bytes: Buffer): ZipEntry[] {
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) { end = i; break; }
  }
  if (end < 0) throw notExcel('no end of central directory');
  const count = bytes.readUInt16LE(end + 10);
  const dirOffset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || dirOffset === 0xffffffff || bytes.readUInt16LE(end + 4) !== 0) throw notExcel('zip64 or multi-disk');
  if (count > MAX_BULK_ZIP_ENTRIES) throw notExcel(`too many entries (${count})`);
  const entries: ZipEntry[] = [];
  let at = dirOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw notExcel('broken central directory');
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry = {
      method: bytes.readUInt16LE(at + 10),
      crc: bytes.readUInt32LE(at + 16),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    };
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** The bomb rule on the declared sizes: total inflated bytes, and the ratio of any large entry. */
function refuseBomb(entries: readonly ZipEntry[]): void {
  let total = 0;
  for (const e of entries) {
    total += e.size;
    if (total > MAX_BULK_UNCOMPRESSED_BYTES) throw notExcel(`inflates past ${MAX_BULK_UNCOMPRESSED_BYTES} bytes`);
    if (e.size > RATIO_CHECKED_FROM_BYTES && e.size > Math.max(1, e.compressedSize) * MAX_BULK_RATIO) throw notExcel(`${e.name} inflates ${Math.round(e.size / Math.max(1, e.compressedSize))}x`);
  }
}

/** An entry's compressed bytes, found through its local header. */
function dataOf(bytes: Buffer, e: ZipEntry): Buffer {
  const at = e.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) throw notExcel(`no local header for ${e.name}`);
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + e.compressedSize);
  if (data.length !== e.compressedSize) throw notExcel(`${e.name} is cut short`);
  return data;
}

/** One entry's bytes, inflated no further than it declared (a directory that lies is cut off and refused). */
function inflate(bytes: Buffer, e: ZipEntry): Buffer {
  const data = dataOf(bytes, e);
  if (e.method === 0) return data;
  if (e.method !== 8) throw notExcel(`${e.name} uses compression method ${e.method}`);
  try {
    const out = inflateRawSync(data, { maxOutputLength: Math.max(1, e.size) });
    if (out.length !== e.size) throw new Error('size differs from the directory');
    return out;
  } catch (error) {
    throw notExcel(`${e.name} does not inflate as declared: ${(error as Error).message}`);
  }
}

/** The parts a sheet reader needs, those it must see before any worksheet first. */
const READ_FIRST = ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/styles.xml'];
const isSheetPart = (name: string) => /^xl\/worksheets\/(_rels\/)?sheet\d+\.xml(\.rels)?$/.test(name);

/**
 * The workbook re-laid for a streaming reader: only the parts it reads, the workbook, its
 * relations, shared strings and styles before the worksheets, each entry's sizes and CRC written
 * into its local header (no data descriptors). The compressed bytes are copied, not recompressed.
 * Excel writes the worksheets first; a streaming reader then parks each sheet in a temporary file
 * until the shared strings arrive, which would put customers' details on disk.
 */
function laidOutForStreaming(bytes: Buffer, entries: readonly ZipEntry[], firstSheet: string | null): Buffer {
  const sheets = entries.filter((e) => isSheetPart(e.name));
  const wanted = [
    ...READ_FIRST.flatMap((name) => entries.filter((e) => e.name === name)),
    // The workbook's first tab first: the reader takes the first worksheet it meets.
    ...sheets.filter((e) => e.name === firstSheet),
    ...sheets.filter((e) => e.name !== firstSheet),
  ];
  const parts: Buffer[] = [];
  for (const e of wanted) {
    const name = Buffer.from(e.name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0800, 6);
    header.writeUInt16LE(e.method, 8);
    header.writeUInt32LE(e.crc, 14);
    header.writeUInt32LE(e.compressedSize, 18);
    header.writeUInt32LE(e.size, 22);
    header.writeUInt16LE(name.length, 26);
    parts.push(header, name, dataOf(bytes, e));
  }
  return Buffer.concat(parts);
}

/** The part of the workbook's first tab (xl/workbook.xml's first <sheet>, through its relation), or null. */
function firstSheetPart(workbookXml: string, relsXml: string): string | null {
  const rid = /<(?:\w+:)?sheet\b[^>]*?\br:id="([^"]+)"/.exec(workbookXml)?.[1];
  if (!rid) return null;
  const rel = new RegExp(`<Relationship\\b[^>]*\\bId="${rid.replace(/[^\w]/g, '')}"[^>]*>`).exec(relsXml)?.[0];
  const target = rel && /\bTarget="([^"]+)"/.exec(rel)?.[1];
  if (!target) return null;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** The rows a worksheet's XML declares (its <row> elements). */
const rowElements = (xml: string) => (xml.match(/<row[\s>]/g) ?? []).length;

/**
 * Checks an uploaded workbook from its bytes before any parser sees it: a zip (magic PK\x03\x04)
 * that is an OOXML spreadsheet ([Content_Types].xml names a workbook), within the size limit,
 * not a zip bomb (declared sizes and ratio, then every XML part inflated no further than it
 * declared), with no DOCTYPE or ENTITY in any XML part (entity expansion), and at most the row
 * limit in its sheets. Throws RefusedWorkbook; answers the sheet rows declared and the workbook
 * laid out for a streaming reader.
 */
export function guardWorkbook(bytes: Buffer, truncated = false): { rows: number; streamable: Buffer } {
  if (truncated || bytes.length > MAX_BULK_BYTES) throw new RefusedWorkbook(BulkMessage.tooBig, `over ${MAX_BULK_BYTES} bytes`);
  if (bytes.length < 30 || bytes.readUInt32LE(0) !== 0x04034b50) throw notExcel('not a zip');
  const entries = centralDirectory(bytes);
  refuseBomb(entries);
  const types = entries.find((e) => e.name === '[Content_Types].xml');
  if (!types || !entries.some((e) => e.name === 'xl/workbook.xml')) throw notExcel('not an OOXML workbook');
  let rows = 0;
  const texts = new Map<string, string>();
  for (const e of entries) {
    if (!/\.(xml|rels|vml)$/i.test(e.name)) continue;
    const raw = inflate(bytes, e);
    // A part in UTF-16 would hide a DOCTYPE from a search of its text: OOXML parts here are UTF-8.
    if (raw.subarray(0, 512).includes(0)) throw notExcel(`${e.name} is not UTF-8 XML`);
    const xml = raw.toString('utf8');
    if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw notExcel(`${e.name} declares a DOCTYPE or ENTITY`);
    if (e === types && !xml.includes(SHEET_MAIN)) throw notExcel('content types name no spreadsheet');
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(e.name)) rows = Math.max(rows, rowElements(xml));
    if (e.name === 'xl/workbook.xml' || e.name === 'xl/_rels/workbook.xml.rels') texts.set(e.name, xml);
  }
  if (rows > MAX_BULK_ROWS + 1) throw new RefusedWorkbook(BulkMessage.tooManyRows, `${rows} rows`);
  const first = firstSheetPart(texts.get('xl/workbook.xml') ?? '', texts.get('xl/_rels/workbook.xml.rels') ?? '');
  return { rows, streamable: laidOutForStreaming(bytes, entries, first) };
}
