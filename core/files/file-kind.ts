/** The content types a report, bill or prescription may have. */
export const FileContentType = {
  Pdf: 'application/pdf',
  Png: 'image/png',
  Jpeg: 'image/jpeg',
} as const;
/** One accepted content type. */
export type FileContentType = (typeof FileContentType)[keyof typeof FileContentType];

/** How many leading bytes sniffing needs. */
export const SNIFF_BYTES = 8;

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);

/**
 * The content type of a file from its first bytes (its magic number), never from its name: a
 * renamed executable must not pass as a report. PDF starts '%PDF-', PNG with its 8-byte
 * signature, JPEG with FF D8 FF. Anything else is undefined (refused).
 */
export function sniffContentType(head: Uint8Array): FileContentType | undefined {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return FileContentType.Pdf;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return FileContentType.Png;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return FileContentType.Jpeg;
  return undefined;
}

/** The extensions a file name may carry for each content type, either case (spec 1 §5). */
const EXTENSIONS: Readonly<Record<FileContentType, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
};

/**
 * Whether a file's name agrees with its content: a name ending in a known extension must match
 * the sniffed type (so 'report.pdf' holding a PNG is refused as forged); a name without a known
 * extension is judged by its content alone.
 */
export function nameMatchesContent(fileName: string, contentType: FileContentType): boolean {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  const known = Object.values(EXTENSIONS).flat();
  if (ext === undefined || !known.includes(ext)) return ext === undefined;
  return EXTENSIONS[contentType].includes(ext);
}

/** Size limits: images 2 MB (spec 1 §5), PDF reports 10 MB (the contract). */
export const MAX_FILE_BYTES: Readonly<Record<FileContentType, number>> = {
  'application/pdf': 10 * 1024 * 1024,
  'image/png': 2 * 1024 * 1024,
  'image/jpeg': 2 * 1024 * 1024,
};

/** The largest file of any accepted type, for limits set before the type is known. */
export const MAX_ANY_FILE_BYTES = Math.max(...Object.values(MAX_FILE_BYTES));

/** Why a file is refused, in one wording for the document dialog and the server (spec 1 §5 for size). */
export const FileMessage = {
  wrongType: 'Only PDF, JPG and PNG files can be uploaded',
  nameMismatch: (fileName: string) => `The content of ${fileName} does not match its name`,
  tooBig: (limitBytes: number) => `Exceeded the file size limit of ${limitBytes / (1024 * 1024)}MB`,
} as const;

/** The spec's message for a file over its limit, or undefined when it fits. */
export function fileSizeProblem(contentType: FileContentType, sizeBytes: number): string | undefined {
  const limit = MAX_FILE_BYTES[contentType];
  return sizeBytes > limit ? FileMessage.tooBig(limit) : undefined;
}

/**
 * The upload rule, judged alike by the document dialog before it sends a file and by the server
 * when it arrives: the type from the first bytes, a name that agrees with it, the type's size limit.
 */
export function judgeUpload(fileName: string, head: Uint8Array, sizeBytes: number): { contentType: FileContentType } | { problem: string } {
  const contentType = sniffContentType(head);
  if (!contentType) return { problem: FileMessage.wrongType };
  if (!nameMatchesContent(fileName, contentType)) return { problem: FileMessage.nameMismatch(fileName) };
  const tooBig = fileSizeProblem(contentType, sizeBytes);
  return tooBig ? { problem: tooBig } : { contentType };
}

/** The file picker's accept list: every extension and content type the rule takes. */
export const UPLOAD_ACCEPT: string = [...Object.values(EXTENSIONS).flat().map((e) => `.${e}`), ...Object.values(FileContentType)].join(',');

/** The picker's hint, from the limits above: 'PDF up to 10MB, JPG or PNG up to 2MB.' */
export const UPLOAD_HINT = `PDF up to ${MAX_FILE_BYTES[FileContentType.Pdf] / (1024 * 1024)}MB, JPG or PNG up to ${MAX_FILE_BYTES[FileContentType.Jpeg] / (1024 * 1024)}MB.`;
