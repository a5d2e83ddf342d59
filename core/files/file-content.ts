/**
 * A file's bytes as ports hand them over: an export, a zip, a report to upload. Core names only
 * what it reads, because `Blob` is not part of the language (core is checked without DOM or Node
 * typings); a browser Blob or File and Node's Blob are each a FileContent as they are.
 */
export interface FileContent {
  /** Size in bytes. */
  readonly size: number;
  /** The media type, '' when unknown. */
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}
