// Pure: the SGF edit API — actions on a parsed collection that return minimal text edits. No vscode, DOM or Node fs.
export * from './textEdit';
export { lineBreakOf, type NewProperty } from './structure';
export * from './addNode';
export * from './deleteSubtree';
export * from './variations';
export { setProperty, removeProperty } from './properties';
export * from './propertyValues';
