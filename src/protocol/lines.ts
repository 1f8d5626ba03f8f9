/**
 * Splits a byte stream into lines without ever holding more than `max` bytes of one line: a longer line is
 * dropped as it arrives and reported once, so a hostile or runaway writer cannot make us buffer without end.
 */
export class LineSplitter {
  private parts: Buffer[] = [];
  private size = 0;
  private overlong = false;

  constructor(private readonly max: number, private readonly onLine: (line: string) => void, private readonly onOverlong: () => void) {}

  push(chunk: Buffer): void {
    let start = 0;
    for (;;) {
      const nl = chunk.indexOf(10, start);
      const end = nl < 0 ? chunk.length : nl;
      if (!this.overlong) {
        if (this.size + end - start > this.max) {
          this.overlong = true;
          this.parts = [];
          this.size = 0;
        } else if (end > start) {
          this.parts.push(chunk.subarray(start, end));
          this.size += end - start;
        }
      }
      if (nl < 0) return;
      this.finishLine();
      start = nl + 1;
    }
  }

  /** The input ended: a last line without a newline still counts. */
  end(): void {
    if (this.size > 0 || this.overlong) this.finishLine();
  }

  private finishLine(): void {
    if (this.overlong) {
      this.overlong = false;
      this.onOverlong();
      return;
    }
    const line = Buffer.concat(this.parts, this.size).toString('utf8').replace(/\r$/, '');
    this.parts = [];
    this.size = 0;
    this.onLine(line);
  }
}
