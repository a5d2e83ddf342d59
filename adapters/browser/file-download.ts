/** Hands a file to the person: the browser's download of a Blob under a chosen name. */
export interface FileSaver {
  save(blob: Blob, fileName: string): void;
}

/**
 * Saves through a temporary object URL and a clicked download link, the one way every browser
 * honours a file name; the URL is revoked once the click has been handled.
 */
export class BrowserFileSaver implements FileSaver {
  constructor(private readonly doc: Document = globalThis.document) {}

  save(blob: Blob, fileName: string): void {
    const url = URL.createObjectURL(blob);
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
