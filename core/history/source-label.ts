/** The file source of requests that came in the insurer's EDW file (spec 1 §2 request history). */
export const EDW_FILE_SOURCE_ID = 1000042;

/** How a request reached the portal: by the EDW file, or by anything else (read as an API call). */
export const SourceChannel = { EdwFile: 'EDW File', Api: 'API' } as const;
/** One source channel label. */
export type SourceChannel = (typeof SourceChannel)[keyof typeof SourceChannel];

/** The channel label of a file-source id: only 1000042 is the EDW file; anything else, none included, is 'API'. */
export function sourceChannel(fileSourceId: number | null | undefined): SourceChannel {
  return fileSourceId === EDW_FILE_SOURCE_ID ? SourceChannel.EdwFile : SourceChannel.Api;
}

/** What the history page knows about where a request came from. */
export interface RequestSource {
  sourceType?: string | null;
  sourceName?: string | null;
  fileSourceId?: number | null;
}

/**
 * The left column's source line, '{source type/name} | EDW File' or '... | API' (spec 1 §2). The
 * source type ('Esales', 'PPMC' ...) names the line; the source name stands in when a request
 * carries no type; with neither only the channel is left.
 */
export function sourceLabel(source: RequestSource): string {
  const name = (source.sourceType ?? '').trim() || (source.sourceName ?? '').trim();
  const channel = sourceChannel(source.fileSourceId);
  return name === '' ? channel : `${name} | ${channel}`;
}
