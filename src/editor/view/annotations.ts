// Pure: a node's move and position annotations (BM TE DO IT, GB GW DM UC), hotspot and value. No vscode, DOM or Node fs.
import { moveAnnotationKinds, positionAnnotationKinds, type Annotations } from '../../shared/views';
import { decodeDouble } from '../../sgf/codecs/scalars';
import { getProperty } from '../../sgf/tree';
import type { SgfNode } from '../../sgf/types';

/** The node's annotations; the first kind present in the spec's order wins; a missing or bad Double reads as 1. */
export function annotationsOf(node: SgfNode): Annotations {
  const value = getProperty(node, 'V');
  return {
    move: firstOf(node, moveAnnotationKinds),
    position: firstOf(node, positionAnnotationKinds),
    hotspot: getProperty(node, 'HO') !== undefined,
    value: value === undefined ? null : (value.values[0]?.raw ?? ''),
  };
}

function firstOf<K extends string>(node: SgfNode, kinds: readonly K[]): { kind: K; emphasis: 1 | 2 } | null {
  for (const kind of kinds) {
    const prop = getProperty(node, kind);
    if (prop !== undefined) return { kind, emphasis: decodeDouble(prop.values[0]?.raw ?? '') ?? 1 };
  }
  return null;
}
