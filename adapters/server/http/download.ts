import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { loggableError } from '../loggable-error.ts';

/**
 * An RFC 6266 Content-Disposition value: an ASCII stand-in for old clients in `filename` and the
 * exact name, UTF-8 and percent-encoded, in `filename*`. A header may only carry Latin-1, so a
 * name such as 報告.pdf written raw would make Node refuse the whole answer.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const name = fileName === '' ? 'download' : fileName;
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  // encodeURIComponent leaves ' ( ) * alone, which RFC 8187 does not allow unencoded.
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A file answer: its type, the name it is saved under, and its bytes or a stream of them. */
export interface Download {
  contentType: string;
  fileName: string;
  body: Buffer | Readable;
  /** Shown in the browser instead of saved (only when the caller asked for a preview). */
  inline?: boolean;
}

/**
 * Sends a file as a download. Every file, zip and CSV leaves through here. A stream that fails
 * once its first bytes are out can no longer change the status: the connection is cut before the
 * closing chunk, so the client sees a failed download instead of a short file that looks whole.
 * A failure before the first byte is an ordinary error answer.
 */
export function sendDownload(reply: FastifyReply, download: Download): FastifyReply {
  reply.type(download.contentType).header('content-disposition', contentDisposition(download.inline ? 'inline' : 'attachment', download.fileName));
  const { body } = download;
  if (body instanceof Readable) {
    body.once('error', (error) => {
      if (!reply.raw.headersSent) return;
      reply.log.error({ err: loggableError(error), fileName: download.fileName }, 'download failed after it started; the connection is cut');
      reply.raw.destroy(error);
    });
  }
  return reply.send(body);
}
