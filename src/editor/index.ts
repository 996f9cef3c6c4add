// Pure: the public surface of the board editor's model (views, tree layout, navigation, edits). No vscode, DOM or Node fs.
export { nodeView, type NodeViewOptions } from './nodeView';
export { gameInfo, gameLabel } from './gameInfo';
export { layoutTree } from './treeLayout';
export { navigate, nodeAtMove, startNode } from './navigation';
export { markupOf } from './markup';
export { annotationsOf } from './annotations';
export { variationMode, variationMarks, type VariationMode } from './variations';
export { moveNumbersAt, lineEndMoveNumber } from './moveNumbers';
export { problemAt } from './problem';
export { planEdit } from './planEdit';
export type { EditPlan, RefusalCode } from './editPlan';
export { nextLabel } from './markupEdits';
export { newGameSgf, type NewGameOptions } from './newGame';
export { handicapPoints } from './handicap';
