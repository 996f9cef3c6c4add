// Pure: small readers of raw property values shared by the editor model. No vscode, DOM or Node fs.
import { getValues } from '../../sgf/tree';
import type { SgfNode } from '../../sgf/types';

/** The first raw value of property `id` of the node, or undefined when the node has none. */
export function firstValue(node: SgfNode, id: string): string | undefined {
  const values = getValues(node, id);
  return values.length > 0 ? values[0] : undefined;
}
