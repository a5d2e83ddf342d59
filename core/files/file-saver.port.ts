import type { FileContent } from './file-content.ts';

/**
 * Hands a file to the person under a chosen name: an export, a zip of reports, a file of the
 * history page. The browser downloads it; a command-line tool would write it to disk.
 */
export interface FileSaverPort {
  save(file: FileContent, fileName: string): Promise<void>;
}
