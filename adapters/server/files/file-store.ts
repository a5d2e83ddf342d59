import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SNIFF_BYTES } from '../../../core/files/file-kind.ts';

/** What writing an upload to disk learned about it. */
export interface WrittenFile {
  /** Path of the temporary copy, to be kept (moved) or dropped. */
  tempPath: string;
  head: Uint8Array;
  sizeBytes: number;
  sha256: string;
}

/**
 * Files on the local disk under the configured folder. Bytes stream straight to a temporary file
 * (memory stays flat whatever the size), are moved into place only once accepted, and stay
 * there across restarts: only the `file` table row and this folder describe a file.
 */
export class DiskFileStore {
  constructor(private readonly root: string) {}

  /** Streams an upload into a temporary file, noting its first bytes, size and SHA-256. */
  async receive(source: Readable, tempName: string): Promise<WrittenFile> {
    const tempPath = join(this.root, 'tmp', tempName);
    await mkdir(dirname(tempPath), { recursive: true });
    const hash = createHash('sha256');
    let sizeBytes = 0;
    const head: number[] = [];
    const tap = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        sizeBytes += chunk.length;
        for (let i = 0; i < chunk.length && head.length < SNIFF_BYTES; i++) head.push(chunk[i]);
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, tap, createWriteStream(tempPath));
    } catch (error) {
      await rm(tempPath, { force: true });
      throw error;
    }
    return { tempPath, head: Uint8Array.from(head), sizeBytes, sha256: hash.digest('hex') };
  }

  /** Replaces a temporary file's bytes (an image re-encoded), answering what the new bytes are. */
  async rewrite(written: WrittenFile, bytes: Buffer): Promise<WrittenFile> {
    await writeFile(written.tempPath, bytes);
    return { tempPath: written.tempPath, head: Uint8Array.from(bytes.subarray(0, SNIFF_BYTES)), sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  }

  /** Moves an accepted temporary file to its permanent place; answers the path relative to the root. */
  async keep(written: WrittenFile, key: string): Promise<string> {
    // Two levels of fan-out keep any one folder small.
    const relative = join(key.slice(1, 3), key);
    await mkdir(dirname(join(this.root, relative)), { recursive: true });
    await rename(written.tempPath, join(this.root, relative));
    return relative;
  }

  /** Drops a temporary file that was refused. */
  async discard(written: Pick<WrittenFile, 'tempPath'>): Promise<void> {
    await rm(written.tempPath, { force: true });
  }

  /** Removes a kept file (when its database row could not be written). */
  async remove(relative: string): Promise<void> {
    await rm(join(this.root, relative), { force: true });
  }

  /** A stream of a kept file's bytes. */
  read(relative: string): Readable {
    return createReadStream(join(this.root, relative));
  }
}
