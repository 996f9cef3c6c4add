// Pure: a diagram request (DiagramSpec) resolved against an SGF file or a typed board — the one path the CLI, the
// Markdown preview and export take from a spec to the Diagram they draw.
import { GameReplay } from '../game/replay';
import { parseBoardRows } from '../boardText/rows';
import { findBoards } from '../boardText/findBoards';
import { LineIndex } from '../sgf/lineIndex';
import { parse } from '../sgf/parse';
import type { SgfCollection, SgfNode } from '../sgf/types';
import { inRegion, plainDiagram, wholeBoard, type Diagram } from './diagram';
import type { Region } from '../engine/types';
import { fail, ok, parseCrop, type DiagramSpec, type Parsed } from './diagramSpec';
import { gameDiagram, nodeAtMove } from './gameDiagram';

/** The largest board a typed board diagram draws (as SGF's). */
const MAX_TYPED_SIZE = 52;

/** The diagrams of `spec` in game `spec.game` of `collection`: one, or one per `chunk` numbered moves (ASCII: 10). */
export function diagramsOfCollection(collection: SgfCollection, spec: DiagramSpec, chunk = Infinity): Parsed<Diagram[]> {
  const gameIndex = spec.game ?? 0;
  const count = collection.games.length;
  if (count === 0) return fail(`no SGF game found${collection.diagnostics[0] ? ` (${collection.diagnostics[0].message})` : ''}`);
  if (gameIndex >= count) return fail(`game=${gameIndex}: the file has ${count} game${count === 1 ? '' : 's'} (0-based)`);
  // A diagram is published: text that does not parse (a missing bracket swallows the rest) is an error, not a guess.
  const broken = collection.diagnostics.find((d) => d.severity === 'error');
  if (broken !== undefined) return fail(`${placeOf(collection.text, broken.span.start)}: ${broken.message}`);
  const replay = GameReplay.open(collection, gameIndex);
  // Other views fall back to 19×19 on a bad SZ; a diagram people publish must not show a board the file does not mean.
  const badSize = replay.settings.sizeProblems.find((problem) => problem.severity === 'error');
  if (badSize !== undefined) return fail(`SZ: ${badSize.message}`);
  return diagramsOnLine(replay, replay.mainLine(), spec, chunk);
}

/**
 * The diagrams of `spec` on `line` (a path from the root): the position after move `spec.move` of it (default: the
 * last numbered move, else the line's end), one diagram per `chunk` numbered moves.
 */
export function diagramsOnLine(replay: GameReplay, line: readonly SgfNode[], spec: DiagramSpec, chunk = Infinity): Parsed<Diagram[]> {
  const { width, height } = replay.settings;
  const lineMoves = replay.moveNumberAt(line.at(-1) ?? replay.root);
  const move = spec.move ?? Math.min(spec.numbers?.to ?? lineMoves, lineMoves);
  if (move > lineMoves) return fail(`move=${move}: the line has ${lineMoves} move${lineMoves === 1 ? '' : 's'}`);
  const region = regionOf(spec, width, height);
  if (!region.ok) return region;
  const numbers = spec.numbers;
  if (numbers === undefined) return ok([gameDiagram(replay, nodeAtMove(line, move), { region: region.value })]);
  if (numbers.from > move) {
    const range = numbers.to === null ? `numbers=${numbers.from}` : `numbers=${numbers.from}-${numbers.to}`;
    return fail(
      spec.move === undefined
        ? `${range}: the line has ${lineMoves} move${lineMoves === 1 ? '' : 's'}`
        : `${range}: the diagram shows the position after move ${move}, before move ${numbers.from}`,
    );
  }
  const to = Math.min(numbers.to ?? move, move);
  const diagrams: Diagram[] = [];
  for (let from = numbers.from; from <= to; from += chunk) {
    const last = Math.min(to, from + chunk - 1);
    const node = nodeAtMove(line, last === to ? move : last);
    const diagram = gameDiagram(replay, node, { numbers: { from, to: last }, region: region.value });
    // A part of the sequence played wholly outside the region drawn is no diagram (books print none): but the last.
    if (last === to || !allElsewhere(diagram)) diagrams.push(diagram);
  }
  return ok(diagrams);
}

/** The diagram of an SGF text (see diagramsOfCollection), or why there is none. */
export function diagramOfSgf(text: string, spec: DiagramSpec): Parsed<Diagram> {
  const diagrams = diagramsOfCollection(parse(text), spec);
  return diagrams.ok ? ok(diagrams.value[0]) : diagrams;
}

/**
 * The diagram of a typed board: a JSON array of strings, rows of ' '/'.', B/X, W/O, or a string-array board in code
 * (`['  B  ', ' B B ']`). Only `crop` and `coordinates` of `spec` apply.
 */
export function diagramOfTypedBoard(text: string, spec: DiagramSpec): Parsed<Diagram> {
  if (spec.game !== undefined || spec.move !== undefined || spec.numbers !== undefined) return fail('a typed board takes only crop= and coordinates=');
  let rows: readonly string[];
  const typed = parseBoardRows(text);
  if ('rows' in typed) rows = typed.rows;
  else {
    const found = findBoards(text, { minRows: 1, minStones: 0, singleRowMinWidth: 1, rejectCodeLists: false })[0];
    if (found === undefined) return fail(typed.error);
    rows = found.rows;
  }
  return typedBoardDiagram(rows, spec);
}

/** The diagram of string-array rows (' ', 'B', 'W'); only `crop` and `coordinates` of `spec` apply. */
export function typedBoardDiagram(rows: readonly string[], spec: DiagramSpec): Parsed<Diagram> {
  const width = rows[0]?.length ?? 0;
  if (width === 0) return fail('the board is empty');
  if (width > MAX_TYPED_SIZE || rows.length > MAX_TYPED_SIZE) return fail(`the board is ${width}×${rows.length}; diagrams go up to 52×52`);
  const region = regionOf(spec, width, rows.length);
  if (!region.ok) return region;
  const board = plainDiagram(
    rows.map((row) => row.replace(/ /g, '.').replace(/B/g, 'X').replace(/W/g, 'O')),
    width,
  );
  return ok({ ...board, region: region.value });
}

/** Whether every numbered move of `diagram` was played outside its region (or passed): nothing numbered to see. */
function allElsewhere(diagram: Diagram): boolean {
  return (
    diagram.numbers.every((move) => !inRegion(move.point, diagram.region)) &&
    diagram.notes.every((note) => note.point === null || !inRegion(note.point, diagram.region))
  );
}

/** "line 2, column 7" of `offset` in `text` (1-based). */
function placeOf(text: string, offset: number): string {
  const { line, character } = new LineIndex(text).positionAt(offset);
  return `line ${line + 1}, column ${character + 1}`;
}

function regionOf(spec: DiagramSpec, width: number, height: number): Parsed<Region> {
  return spec.crop === undefined ? ok(wholeBoard(width, height)) : parseCrop(spec.crop, width, height);
}
