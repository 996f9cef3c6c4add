// Pure: finds every string-array Go board in a text of any language, in one linear scan.
import { BracketListParser, isCallParen, isIndexBracket } from './bracketList';
import { judgeList } from './candidate';
import { C } from './lexing';
import { resolveDetectionOptions, type ResolvedDetectionOptions } from './options';
import type { BoardContainer, BoardDetectionOptions, TextBoard } from './types';
import { findBlockSequenceBoards } from './yamlSequence';

const { LBRACE, LBRACKET, LPAREN } = C;

/** The bracketed lists of `text` that are boards, in text order. */
function findBracketBoards(text: string, options: ResolvedDetectionOptions): TextBoard[] {
  const boards: TextBoard[] = [];
  const parser = new BracketListParser(text, options.maxSize);
  const length = text.length;
  let i = 0;
  while (i < length) {
    const code = text.charCodeAt(i);
    if ((code !== LBRACKET && code !== LBRACE && code !== LPAREN) || (code === LBRACKET && isIndexBracket(text, i))) {
      i++;
      continue;
    }
    const container: BoardContainer = code === LBRACKET ? '[' : code === LBRACE ? '{' : '(';
    const end = parser.parse(i, container);
    if (end < 0) {
      const failedAt = -end - 1;
      i = failedAt > i ? failedAt : i + 1;
      continue;
    }
    const callArguments = container === '(' && isCallParen(text, i);
    const list = { container, callArguments, range: { start: i, end }, rowStarts: parser.rowStarts, height: parser.height };
    const board = judgeList(text, list, parser.rowEnds, options);
    if (board) boards.push(board);
    i = end;
  }
  return boards;
}

/** Merges two lists sorted by start, dropping any board that starts inside the previous one. */
function mergeInOrder(a: TextBoard[], b: TextBoard[]): TextBoard[] {
  if (b.length === 0) return a;
  const all = a.concat(b).sort((p, q) => p.range.start - q.range.start);
  const merged: TextBoard[] = [];
  for (const board of all) {
    if (merged.length > 0 && board.range.start < merged[merged.length - 1].range.end) continue;
    merged.push(board);
  }
  return merged;
}

/**
 * Every Go board written in `text` as a list of equal-length string literals of ' ', 'B' and 'W' — JS/TS,
 * Python, Java, C#, C/C++, Go, Rust, Ruby, JSON, Markdown, YAML — in text order. Never throws.
 * See shape.ts for the rules that keep colour lists and call arguments out. `anySide`: boards of any size, for
 * counting (the engine, and so the board view, stop at 52×52).
 */
export function findBoards(text: string, options?: BoardDetectionOptions, anySide = false): TextBoard[] {
  const detection = resolveDetectionOptions(options);
  const resolved = anySide ? { ...detection, maxSize: Number.MAX_SAFE_INTEGER } : detection;
  if (!resolved.enabled || typeof text !== 'string' || text.length === 0) return [];
  return mergeInOrder(findBracketBoards(text, resolved), findBlockSequenceBoards(text, resolved));
}
