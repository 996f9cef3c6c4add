// Pure: what the board webview shows — the data the host's messages carry (board, node, game, tree, score, settings).
import type { CoordinateStyle } from '../engine/pointNames';
import type { Vertex } from '../engine/types';
import type { PositionView } from '../game/position';
import type { Region } from '../engine/types';

/** What the board shows at one node: the replay layer's snapshot (rows top to bottom, '.' empty, 'X' black, 'O' white). */
export type BoardSnapshot = PositionView;

/** A stone colour as SGF writes it. */
export type StoneColor = 'B' | 'W';

/** The stones of a board only: rows top to bottom, '.' empty, 'X' black, 'O' white; what the board view draws. */
export interface BoardPicture {
  readonly width: number;
  readonly height: number;
  readonly rows: readonly string[];
}

/** The empty points shown as territory (small squares): each list holds [x, y] points. */
export interface TerritoryOverlay {
  readonly black: readonly Vertex[];
  readonly white: readonly Vertex[];
  /** Where the game is not over, the points the count gives nobody that the estimate gives a side (fainter squares). */
  readonly estimated?: { readonly black: readonly Vertex[]; readonly white: readonly Vertex[] };
}

/** One side's count in score mode. */
export interface ScoreSide {
  /** Living stones on the board. */
  readonly stones: number;
  /** Empty points and the points of the opponent's dead stones in this side's regions (none in seki under territory scoring). */
  readonly territory: number;
  /** Stones captured during the game. */
  readonly captured: number;
  /** The opponent's stones marked dead (they count as prisoners too). */
  readonly dead: number;
  /** The points of those dead stones that lie in this side's territory (a dead stone in an area that counts for nobody is in none). */
  readonly deadInTerritory: number;
  /** The points that decide: area (stones + territory) or territory + prisoners, with komi and handicap for White. */
  readonly total: number;
}

/** Where a problem being solved stands: solving, solved (right), a line that ended wrong, or a move the file lacks. */
export type ProblemStatus = 'solving' | 'right' | 'wrong' | 'missing';

/** Problem mode: the problem shown (a game of the file read as a tsumego) and how solving it goes. */
export interface ProblemView {
  /** Problem view (true) or Game view (false: the board editor as usual, with a button back). */
  readonly active: boolean;
  readonly toPlay: 'B' | 'W';
  readonly status: ProblemStatus;
  /** What the board says now, localised ("Black to play", "Wrong: D4 is not an answer in the file", "Right!"). */
  readonly message: string;
  /** "Problem 2 of 12" (games of the file, or files of the folder), localised. */
  readonly counter: string;
  /** The next move of a right line, after Hint; null otherwise. */
  readonly hint: Vertex | null;
  /** The solver's move the file does not know, drawn as a faded stone ringed in the error colour until Retry; null otherwise. */
  readonly miss: Vertex | null;
  /** The part of the board the problem is about (see problemRegion), which the Problem view shows; null: the whole board. */
  readonly region: Region | null;
  /** This session's results in the workspace, localised ("3 solved first try · 1 solved · 2 failed"). */
  readonly results: string;
}

/** Score mode: the position counted with dead stones and seki, as the board and its score panel show it. */
export interface ScoreView {
  /** The counted node (the overlay is shown only while it is the node on the board). */
  readonly nodeId: number;
  /** Territory points by owner: empty points and the points of dead stones. */
  readonly black: readonly Vertex[];
  readonly white: readonly Vertex[];
  /** Stones marked dead, and stones in seki. */
  readonly dead: readonly Vertex[];
  readonly seki: readonly Vertex[];
  /**
   * What Write Territory Markup writes as TB and TW: each side's territory, and the other colour's dead stones that no
   * territory covers (crossed out), so that the markup reads back with the same dead stones.
   */
  readonly territoryMarkup: { readonly black: readonly Vertex[]; readonly white: readonly Vertex[] };
  /** Whether the counted node's TB and TW already mark exactly those points (Write Territory Markup has nothing to do). */
  readonly territoryMarkupWritten: boolean;
  /** At the end of a game, the wide areas that count for nobody because the other colour touches them (a border left open). */
  readonly openAreas: readonly { readonly size: number; readonly at: Vertex }[];
  /** Stones whose estimated verdict is a close call the player has not corrected (data-unsure), and one stone of each of their groups. */
  readonly unsure: readonly Vertex[];
  readonly unsureGroups: readonly Vertex[];
  /** Display name of the rules counted by, e.g. "Japanese", and how they count. */
  readonly rules: string;
  readonly scoring: 'area' | 'territory';
  readonly komi: number;
  /** Points White gets for Black's handicap stones (area scoring: Chinese N, AGA N − 1). */
  readonly handicapCompensation: number;
  readonly blackCount: ScoreSide;
  readonly whiteCount: ScoreSide;
  /** The result in SGF RE form: "B+3.5", "W+0.5" or "Draw". */
  readonly result: string;
  /** Where the game is not over, the result with each open point given to the side that holds it in most of the
   *  estimator's playouts (a score estimate); null at the end of a game. */
  readonly estimatedResult: string | null;
  /** That estimate's figures, side by side as `blackCount` and `whiteCount` give the count's (the panel's table shows
   *  these where there is an estimate); null at the end of a game. */
  readonly estimatedCount: { readonly black: ScoreSide; readonly white: ScoreSide } | null;
  /** The points behind that estimate beyond the count's territory: the open points (and the points of dead stones in
   *  areas the count gives nobody) the estimate gives each side; null at the end of a game. */
  readonly estimated: { readonly black: readonly Vertex[]; readonly white: readonly Vertex[] } | null;
  /** The game's RE, or null; and whether it agrees with the count (null when RE is not a count, such as B+R). */
  readonly recorded: string | null;
  readonly matchesRecord: boolean | null;
  /** RE's margin in points where RE counts in stones (a Fox game under Chinese rules: B+6.75 → "B+13.5"), else null. */
  readonly recordedInPoints: string | null;
  /** How many groups the player flipped from what the count found (kept until Clear Territory). */
  readonly corrections: number;
  /** Whether the position is read as the game's end (two passes, or a counted result at the end of its line, on a played-out board). */
  readonly finished: boolean;
  /** Why Write Result may not write the count into RE, or null when it may. */
  readonly writeRefusal: WriteResultRefusal | null;
  /** The result as Write Result writes it into this file's RE: `result`, or in stones in a Fox game under Chinese rules (W+0.5 → W+0.25). */
  readonly resultToWrite: string;
}

/**
 * Why Write Result is off: the game is not over here, this is not the end of the game as played (a variation, or a
 * node the main line goes on from: RE is the result of the main line's last node), RE already says the count, or RE is
 * no count (a resignation, time).
 */
export type WriteResultRefusal = 'unfinished' | 'notGameEnd' | 'agrees' | 'notCount';

/** How coordinates are labelled (src/engine/pointNames): `go` = A–H J–Z, then AA…, rows from the bottom; `sgf` = the file's letters. */
export type { CoordinateStyle } from '../engine/pointNames';

/** Which variations the board marks: `auto` follows the game's ST property; the others override it. */
export type VariationDisplay = 'auto' | 'children' | 'siblings' | 'hidden';

/** How the board is drawn, from the `goban.*` settings. */
export interface BoardSettings {
  /** `theme` draws the board in the editor's colours, `wood` on a board-coloured background. */
  readonly boardColor: 'theme' | 'wood';
  readonly coordinates: boolean;
  readonly coordinateStyle: CoordinateStyle;
  /** Numbers on the stones played so far on the current line (the latest move wins a reused point). */
  readonly moveNumbers: boolean;
  readonly variations: VariationDisplay;
}

/** A label (LB) on a point. */
export interface PointLabel {
  readonly point: Vertex;
  readonly text: string;
}

/** An arrow (AR) or line (LN) between two points. */
export interface PointPair {
  readonly from: Vertex;
  readonly to: Vertex;
}

/** The markup of one node, ready to draw (points already decoded, compressed lists expanded). */
export interface Markup {
  /** TR */
  readonly triangles: readonly Vertex[];
  /** SQ */
  readonly squares: readonly Vertex[];
  /** CR */
  readonly circles: readonly Vertex[];
  /** MA */
  readonly crosses: readonly Vertex[];
  /** DD, inherited from ancestors until a node sets DD again (DD[] clears). */
  readonly dimmed: readonly Vertex[];
  /** LB */
  readonly labels: readonly PointLabel[];
  /** AR */
  readonly arrows: readonly PointPair[];
  /** LN */
  readonly lines: readonly PointPair[];
  /** TB and TW: the territory the record marks (at a game's end, what the players agreed on, as servers write it). */
  readonly territory: { readonly black: readonly Vertex[]; readonly white: readonly Vertex[] };
}

/** A move annotation property of SGF. */
export type MoveAnnotationKind = 'BM' | 'TE' | 'DO' | 'IT';

/** Every move annotation, for run-time validation. */
export const moveAnnotationKinds: readonly MoveAnnotationKind[] = ['BM', 'TE', 'DO', 'IT'];

/** A position annotation property of SGF (good for Black/White, even, unclear). */
export type PositionAnnotationKind = 'GB' | 'GW' | 'DM' | 'UC';

/** Every position annotation, for run-time validation. */
export const positionAnnotationKinds: readonly PositionAnnotationKind[] = ['GB', 'GW', 'DM', 'UC'];

/** The annotations of one node, shown as badges. */
export interface Annotations {
  /** BM/TE/DO/IT; `emphasis` 2 = "very" (BM[2], TE[2]). */
  readonly move: { readonly kind: MoveAnnotationKind; readonly emphasis: 1 | 2 } | null;
  readonly position: { readonly kind: PositionAnnotationKind; readonly emphasis: 1 | 2 } | null;
  /** HO */
  readonly hotspot: boolean;
  /** V, as written, or null. */
  readonly value: string | null;
}

/** A move the board offers as a variation (a ghost stone or a letter on its point). */
export interface VariationMark {
  readonly nodeId: number;
  readonly color: StoneColor;
  /** null for a pass (listed, not drawn on a point). */
  readonly point: Vertex | null;
  /** 'A', 'B', … in order. */
  readonly label: string;
  /** True for the node shown now (sibling display). */
  readonly current: boolean;
}

/** A number drawn on a stone (moveNumbers setting). */
export interface MoveNumberMark {
  readonly point: Vertex;
  readonly number: number;
}

/** Everything the webview shows about one node. */
export interface NodeView {
  readonly nodeId: number;
  readonly board: BoardSnapshot;
  /** This node's move, or null when it plays none (root, setup). `point` null = pass. */
  readonly move: { readonly color: StoneColor; readonly point: Vertex | null } | null;
  readonly markup: Markup;
  readonly annotations: Annotations;
  /** C, decoded to plain text ('' when absent). */
  readonly comment: string;
  /** N, decoded ('' when absent). */
  readonly name: string;
  /** Which variations `variations` holds: the next move's (children), this move's alternatives (siblings), or none. */
  readonly variationMode: 'children' | 'siblings' | 'hidden';
  readonly variations: readonly VariationMark[];
  /** This node's place among its parent's children (0 = main line) and how many there are (1 for the root). */
  readonly siblingIndex: number;
  readonly siblingCount: number;
  readonly childCount: number;
  /** The move number at the end of the line through this node (following first children to the end). */
  readonly lineEndMoveNumber: number;
  /** Passes in a row up to this node (0, 1, or 2 when both players passed and the game is over). */
  readonly passes: number;
  /** Numbers for the stones on the board (empty unless the moveNumbers setting is on). */
  readonly moveNumbers: readonly MoveNumberMark[];
  /** Why this node's recorded move breaks the rules (e.g. "Black D4 is a ko recapture"), or null. */
  readonly problem: string | null;
}

/** One node of the line the webview holds (see the `lineWindow` message): its view, where it is, and its neighbours on
 *  the tree (-1: none), so that the webview can step through the line without asking the host. */
export interface LineEntry {
  readonly view: NodeView;
  /** Offset of the node's `;` in the text. */
  readonly nodeOffset: number;
  readonly parentId: number;
  readonly firstChildId: number;
}

/** Root properties the game-info panel shows and edits. */
export type GameInfoField =
  | 'PB'
  | 'BR'
  | 'BT'
  | 'PW'
  | 'WR'
  | 'WT'
  | 'KM'
  | 'HA'
  | 'RE'
  | 'RU'
  | 'TM'
  | 'OT'
  | 'DT'
  | 'EV'
  | 'RO'
  | 'PC'
  | 'GN'
  | 'GC'
  | 'SO'
  | 'AN'
  | 'US'
  | 'CP'
  | 'ON';

/** Every game-info field, in the panel's order. */
export const gameInfoFields: readonly GameInfoField[] = [
  'PB',
  'BR',
  'BT',
  'PW',
  'WR',
  'WT',
  'KM',
  'HA',
  'RE',
  'RU',
  'TM',
  'OT',
  'DT',
  'EV',
  'RO',
  'PC',
  'GN',
  'GC',
  'SO',
  'AN',
  'US',
  'CP',
  'ON',
];

/** The game shown: its info and the other games of the file (for the picker). */
export interface GameInfo {
  readonly gameIndex: number;
  /** One label per game in the file, e.g. "Lee Sedol – AlphaGo, 2016-03-09". */
  readonly games: readonly string[];
  /** Decoded values of the root's game-info properties that are present. */
  readonly fields: Readonly<Partial<Record<GameInfoField, string>>>;
  readonly width: number;
  readonly height: number;
  /** The ruleset replayed with (display name, e.g. "Japanese"), after any `goban.rules` override. */
  readonly rules: string;
  readonly komi: number;
  readonly handicap: number;
}

/**
 * The game tree drawn as a graph: one entry per node in pre-order (index 0 = the root), parallel arrays. Typed arrays,
 * whoever made the layout (the host, the webview from the wire, a move drawn ahead): the webview's code over them then
 * meets one kind of array and stays compiled (plain arrays come in several kinds, and each new one recompiled it).
 */
export interface TreeLayout {
  readonly ids: Int32Array;
  /** Column = depth from the root. */
  readonly columns: Int32Array;
  /** Row: 0 for the main line, variations below; no two nodes share a cell and edges never cross a node. */
  readonly rows: Int32Array;
  /** Index (into these arrays) of each node's parent; -1 for the root. */
  readonly parents: Int32Array;
  /** One character per node: 'B'/'W' a move, 'P' a pass (lowercase when the colour is white: 'p'), 'S' anything else. */
  readonly kinds: string;
  /** One character per node: 'c' has a comment, 'a' has an annotation (BM/TE/DO/IT/GB/GW/DM/UC/HO), ' ' neither. */
  readonly flags: string;
  readonly columnCount: number;
  readonly rowCount: number;
}
