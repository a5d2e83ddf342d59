import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable, Writable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';

/**
 * Writes a web stream to a file as it arrives, calling `onChunk` for each piece. The bytes go to
 * '<file>.part' first and take the real name only once complete, so a broken export never leaves
 * a file that looks whole. Without a file, they go to `stdout`.
 */
export async function writeStream(
  source: ReadableStream<Uint8Array>,
  target: { file: string } | { stdout: NodeJS.WritableStream },
  onChunk: (chunk: Uint8Array) => void,
): Promise<void> {
  const tap = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      onChunk(chunk);
      controller.enqueue(chunk);
    },
  });
  const tapped = source.pipeThrough(tap);
  if ('stdout' in target) {
    try {
      await tapped.pipeTo(Writable.toWeb(target.stdout as Writable) as WritableStream<Uint8Array>, { preventClose: true });
    } catch (error) {
      // The reader went away (`| head`): it has what it wanted, which is no failure of the export.
      if ((error as { code?: unknown } | null)?.code !== 'EPIPE') throw error;
    }
    return;
  }
  const part = `${target.file}.part`;
  try {
    await pipeline(Readable.fromWeb(tapped as NodeReadableStream<Uint8Array>), createWriteStream(part, { mode: 0o600 }));
    await rename(part, target.file);
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
}
