import { describe, expect, it } from 'vitest';
import { MAX_ANY_FILE_BYTES, UPLOAD_ACCEPT, UPLOAD_HINT, fileSizeProblem, judgeUpload, nameMatchesContent, sniffContentType } from './file-kind.ts';

const bytes = (...b: number[]) => new Uint8Array(b);
// Latin-1 text as bytes: core is checked without DOM or Node typings, so no TextEncoder.
const text = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

describe('file kind', () => {
  it('reads the content type from the first bytes', () => {
    expect(sniffContentType(text('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffContentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffContentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffContentType(text('MZ\x90\x00'))).toBeUndefined();
    expect(sniffContentType(text('%PD'))).toBeUndefined();
    expect(sniffContentType(text('<html>'))).toBeUndefined();
    expect(sniffContentType(bytes())).toBeUndefined();
  });

  it('refuses a name whose extension contradicts the content', () => {
    expect(nameMatchesContent('report.pdf', 'application/pdf')).toBe(true);
    expect(nameMatchesContent('REPORT.PDF', 'application/pdf')).toBe(true);
    expect(nameMatchesContent('scan.JPEG', 'image/jpeg')).toBe(true);
    expect(nameMatchesContent('scan.jpg', 'image/jpeg')).toBe(true);
    expect(nameMatchesContent('report', 'application/pdf')).toBe(true);
    expect(nameMatchesContent('report.pdf', 'image/png')).toBe(false);
    expect(nameMatchesContent('photo.png', 'application/pdf')).toBe(false);
    expect(nameMatchesContent('setup.exe', 'application/pdf')).toBe(false);
  });

  it('limits images to 2 MB and PDFs to 10 MB', () => {
    expect(fileSizeProblem('image/png', 2 * 1024 * 1024)).toBeUndefined();
    expect(fileSizeProblem('image/jpeg', 2 * 1024 * 1024 + 1)).toBe('Exceeded the file size limit of 2MB');
    expect(fileSizeProblem('application/pdf', 10 * 1024 * 1024)).toBeUndefined();
    expect(fileSizeProblem('application/pdf', 10 * 1024 * 1024 + 1)).toBe('Exceeded the file size limit of 10MB');
    expect(MAX_ANY_FILE_BYTES).toBe(10 * 1024 * 1024);
  });
});

describe('judgeUpload', () => {
  const PDF_HEAD = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
  const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  it('takes a file whose bytes, name and size agree with the rule', () => {
    expect(judgeUpload('report.PDF', PDF_HEAD, 1024)).toEqual({ contentType: 'application/pdf' });
    expect(judgeUpload('scan', PNG_HEAD, 1024)).toEqual({ contentType: 'image/png' });
  });

  it('names the first rule a file breaks, in the one wording the dialog and the server share', () => {
    expect(judgeUpload('setup.pdf', new Uint8Array([0x4d, 0x5a]), 10)).toEqual({ problem: 'Only PDF, JPG and PNG files can be uploaded' });
    expect(judgeUpload('scan.pdf', PNG_HEAD, 10)).toEqual({ problem: 'The content of scan.pdf does not match its name' });
    expect(judgeUpload('scan.png', PNG_HEAD, 2 * 1024 * 1024 + 1)).toEqual({ problem: 'Exceeded the file size limit of 2MB' });
  });

  it('tells the picker what it accepts and the limits', () => {
    expect(UPLOAD_ACCEPT).toBe('.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg');
    expect(UPLOAD_HINT).toBe('PDF up to 10MB, JPG or PNG up to 2MB.');
  });
});
