// Pure: the public API of boardText — find string-array Go boards in any text, locate and edit their cells.
export type { BoardContainer, BoardDetectionOptions, CellEdit, CellValue, RowQuote, TextBoard, TextRange } from './types';
export { DEFAULT_DETECTION_OPTIONS, resolveDetectionOptions } from './options';
export type { ResolvedDetectionOptions } from './options';
export { rejectionOf } from './shape';
export type { CandidateShape, Rejection } from './shape';
export { findBoards } from './findBoards';
export { boardAt, cellAt, cellOffset, isCellValue, nextCellValue, replaceCellEdit } from './cells';
