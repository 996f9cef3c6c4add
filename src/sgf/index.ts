// Pure: the public surface of the SGF core (model, parser, tree helpers, line index, codecs, edits).

export * from './types';
export { parse } from './parse';
export { MAX_DIAGNOSTICS_PER_CODE } from './parseDiagnostics';
export type { SgfParseCode } from './parseDiagnostics';
export { normalizePropertyId, findValueEnd } from './lexer';
export { getProperty, getValues, isMoveNode, mainLine, walk, pathTo, nodeDepth, subtreeCounts, maxDepth, allNodes, findNodeAt, findNodeBefore } from './tree';
export { LineIndex, type LinePosition } from './lineIndex';
export { treeCounts, type TreeCounts } from './treeCounts';
export * from './codecs';
export * from './edit';
// The charset decoder (src/sgf/charset/charset.ts) pulls in iconv-lite and jschardet: import it directly, not from here.
