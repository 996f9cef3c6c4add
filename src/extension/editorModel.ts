// The host's one door to the pure editor model (src/editor): views, layout, navigation and edit plans.
export {
  gameInfo,
  layoutTree,
  navigate,
  newGameSgf,
  nodeAtMove,
  nodeView,
  planEdit,
  startNode,
  type EditPlan,
  type NewGameOptions,
  type RefusalCode,
} from '../editor';
