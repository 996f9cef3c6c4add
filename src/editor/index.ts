// Pure: the public surface of the board editor's model (views, tree layout, navigation, edits). No vscode, DOM or Node fs.
export { nodeView, type NodeViewOptions } from './view/nodeView';
export { gameDescription, gameInfo, gameLabel } from './view/gameInfo';
export { layoutTree } from './view/treeLayout';
export { navigate, nodeAtMove, startNode } from './view/navigation';
export { lineWindow, type WindowReach } from './view/lineWindow';
export { markupOf } from './view/markup';
export { annotationsOf } from './view/annotations';
export { variationMode, variationMarks, type VariationMode } from './view/variations';
export { moveNumbersAt, lineEndMoveNumber } from './view/moveNumbers';
export { problemAt } from './view/problem';
export { planEdit } from './edits/planEdit';
export type { EditPlan, RefusalCode } from './edits/editPlan';
export { nextLabel } from './edits/markupEdits';
export { newGameSgf, type NewGameOptions } from './newGame';
export { handicapPoints } from './handicap';
