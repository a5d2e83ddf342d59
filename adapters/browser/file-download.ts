import type { FileContent } from '../../core/files/file-content.ts';
import type { FileSaverPort } from '../../core/files/file-saver.port.ts';
import { blobOf } from './blob-of.ts';

/**
 * FileSaverPort as the browser's download: a temporary object URL and a clicked download link, the
 * one way every browser honours a file name; the URL is revoked once the click has been handled.
 */
export class BrowserFileSaver implements FileSaverPort {
  constructor(private readonly doc: Document = globalThis.document) {}

  async save(file: FileContent, fileName: string): Promise<void> {
    const url = URL.createObjectURL(await blobOf(file));
    const link = this.doc.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    link.style.display = 'none';
    this.doc.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
