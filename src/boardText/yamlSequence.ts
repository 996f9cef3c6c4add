// Pure: finds YAML block sequences whose every item is one quoted row (' or ") on its own line (`- "  B  "`).
import { judgeList } from './candidate';
import { C, readRowLiteral } from './lexing';
import type { ResolvedDetectionOptions } from './options';
import type { TextBoard } from './types';

const { CR, DASH, DQUOTE, HASH, SPACE, SQUOTE, TAB } = C;

/** One block sequence being read: its items' indentation and the row literals of its items so far. */
interface Run {
  readonly indent: number;
  readonly firstDash: number;
  /** Still only single-line row-literal items, none with nested or continued content. */
  literal: boolean;
  readonly rowStarts: number[];
  readonly rowEnds: number[];
}

function isBlank(code: number): boolean {
  return code === SPACE || code === TAB;
}

/** Reads the item whose `-` is at `dash` on a line ending at `lineEnd` into `run`; clears `run.literal` if not a row. */
function addItem(text: string, run: Run, dash: number, lineEnd: number, maxSize: number): void {
  if (!run.literal) return;
  let i = dash + 1;
  while (i < lineEnd && isBlank(text.charCodeAt(i))) i++;
  const quote = text.charCodeAt(i);
  const end = (quote === DQUOTE || quote === SQUOTE) && i < lineEnd ? readRowLiteral(text, i, maxSize) : -1;
  let after = end;
  while (after >= 0 && after < lineEnd && isBlank(text.charCodeAt(after))) after++;
  const endsLine = after === lineEnd || (after > end && text.charCodeAt(after) === HASH);
  if (end < 0 || !endsLine || run.rowStarts.length > maxSize) {
    run.literal = false;
    return;
  }
  run.rowStarts.push(i);
  run.rowEnds.push(end);
}

/** Every block sequence of row literals in `text` accepted by the shape rules, in text order. */
export function findBlockSequenceBoards(text: string, options: ResolvedDetectionOptions): TextBoard[] {
  const boards: TextBoard[] = [];
  const stack: Run[] = [];
  const finish = (run: Run): void => {
    const height = run.rowStarts.length;
    if (!run.literal || height === 0) return;
    const range = { start: run.firstDash, end: run.rowEnds[height - 1] };
    const board = judgeList(text, { container: '-', callArguments: false, range, rowStarts: run.rowStarts, height }, run.rowEnds, options);
    if (board) boards.push(board);
  };
  let lineStart = 0;
  while (lineStart <= text.length) {
    let next = text.indexOf('\n', lineStart);
    if (next < 0) next = text.length;
    const lineEnd = next > lineStart && text.charCodeAt(next - 1) === CR ? next - 1 : next;
    let p = lineStart;
    while (p < lineEnd && text.charCodeAt(p) === SPACE) p++;
    let q = p;
    while (q < lineEnd && isBlank(text.charCodeAt(q))) q++;
    const first = text.charCodeAt(p);
    if (q < lineEnd && first !== HASH) {
      const indent = p - lineStart;
      const isItem = first === DASH && (p + 1 === lineEnd || isBlank(text.charCodeAt(p + 1)));
      while (stack.length > 0) {
        const top = stack[stack.length - 1];
        if (top.indent < indent || (top.indent === indent && isItem)) break;
        finish(stack.pop() as Run);
      }
      const top = stack.length > 0 ? stack[stack.length - 1] : undefined;
      if (isItem && top && top.indent === indent) {
        addItem(text, top, p, lineEnd, options.maxSize);
      } else {
        if (top) top.literal = false;
        if (isItem) {
          const run: Run = { indent, firstDash: p, literal: true, rowStarts: [], rowEnds: [] };
          stack.push(run);
          addItem(text, run, p, lineEnd, options.maxSize);
        }
      }
    }
    lineStart = next + 1;
  }
  while (stack.length > 0) finish(stack.pop() as Run);
  return boards.sort((a, b) => a.range.start - b.range.start);
}
