/**
 * Counts the records of a CSV as its bytes stream past, without parsing it: a line break ends a
 * record unless it sits inside quotes (a quoted field may hold line breaks; a doubled quote inside
 * one flips the state twice, so it cancels out). The header line is not counted.
 */
export class CsvRowCounter {
  private inQuotes = false;
  private lines = 0;
  private pendingLine = false;

  push(chunk: Uint8Array): void {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (byte === 0x22) this.inQuotes = !this.inQuotes;
      if (byte === 0x0a && !this.inQuotes) {
        this.lines++;
        this.pendingLine = false;
      } else if (byte !== 0x0d) {
        this.pendingLine = true;
      }
    }
  }

  /** Data records so far: the lines after the header, with a last line that has no line break. */
  get rows(): number {
    return Math.max(0, this.lines + (this.pendingLine ? 1 : 0) - 1);
  }
}
