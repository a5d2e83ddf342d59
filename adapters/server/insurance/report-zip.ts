import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import JSZip from 'jszip';
import type { FastifyReply } from 'fastify';
import { sendDownload } from '../http/download.ts';

/** One stored file to put in a zip, under the request it belongs to. */
export interface ZipEntry {
  requestId: number;
  fileName: string;
  storagePath: string;
}

/**
 * The bytes of a stored file under the files folder (003_files.sql storage_path), or undefined when
 * they are missing. A path that would leave the folder is treated as missing.
 */
export async function readStoredFile(filesDir: string, storagePath: string): Promise<Buffer | undefined> {
  const root = resolve(filesDir);
  const path = resolve(root, storagePath);
  if (!path.startsWith(root + sep)) return undefined;
  try {
    return await readFile(path);
  } catch {
    return undefined;
  }
}

/** A name safe inside a zip: no folders, no control characters. */
function safeName(name: string): string {
  const cleaned = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').trim();
  return cleaned === '' ? 'file' : cleaned;
}

/**
 * A zip of the files, one folder per request id; a repeated name gets a counter. Files whose bytes
 * are missing from the store are left out, so the zip holds only what can be read.
 */
export async function buildZip(filesDir: string, entries: readonly ZipEntry[]): Promise<{ bytes: Buffer; count: number }> {
  const zip = new JSZip();
  const used = new Set<string>();
  let count = 0;
  for (const e of entries) {
    const bytes = await readStoredFile(filesDir, e.storagePath);
    if (!bytes) continue;
    const base = safeName(e.fileName);
    let name = `${e.requestId}/${base}`;
    for (let i = 2; used.has(name); i += 1) name = `${e.requestId}/${base.replace(/(\.[^.]*)?$/, (ext) => ` (${i})${ext}`)}`;
    used.add(name);
    zip.file(name, bytes);
    count += 1;
  }
  return { bytes: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }), count };
}

/** Sends a zip as a download named `fileName` (.zip added when missing). */
export function sendZip(reply: FastifyReply, fileName: string, bytes: Buffer): FastifyReply {
  return sendDownload(reply, { contentType: 'application/zip', fileName: /\.zip$/i.test(fileName) ? fileName : `${fileName}.zip`, body: bytes });
}
