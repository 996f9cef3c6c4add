// Pure: offset <-> (line, character) conversion over a text, 0-based like VS Code; \n, \r\n and lone \r end lines.

/** A 0-based line and UTF-16 character position, as VS Code counts them. */
export interface LinePosition {
  readonly line: number;
  readonly character: number;
}

/** Converts offsets to positions and back by binary search over the line starts of one text. */
export class LineIndex {
  /** Offsets where each line starts; lineStarts[0] is 0. */
  readonly lineStarts: readonly number[];
  private readonly length: number;

  /** Indexes the line starts of `text` in one pass. */
  constructor(private readonly text: string) {
    const starts = [0];
    const n = text.length;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === 13) {
        if (i + 1 < n && text.charCodeAt(i + 1) === 10) i++;
        starts.push(i + 1);
      } else if (c === 10) starts.push(i + 1);
    }
    this.lineStarts = starts;
    this.length = n;
  }

  /** The number of lines (a text without line breaks has one). */
  get lineCount(): number {
    return this.lineStarts.length;
  }

  /** The position of `offset`, clamped to [0, text length]. */
  positionAt(offset: number): LinePosition {
    const at = Math.max(0, Math.min(Math.floor(offset), this.length));
    const starts = this.lineStarts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (starts[mid] <= at) low = mid;
      else high = mid - 1;
    }
    return { line: low, character: at - starts[low] };
  }

  /** The offset of a position; the line is clamped to the text, the character to the line's content (line break excluded). */
  offsetAt(position: LinePosition): number {
    const starts = this.lineStarts;
    if (position.line < 0) return 0;
    if (position.line >= starts.length) return this.length;
    const start = starts[position.line];
    const contentEnd = this.lineContentEnd(position.line);
    return Math.max(start, Math.min(start + Math.max(0, Math.floor(position.character)), contentEnd));
  }

  private lineContentEnd(line: number): number {
    const starts = this.lineStarts;
    if (line + 1 >= starts.length) return this.length;
    let end = starts[line + 1];
    if (end > starts[line] && this.text.charCodeAt(end - 1) === 10) end--;
    if (end > starts[line] && this.text.charCodeAt(end - 1) === 13) end--;
    return end;
  }
}
