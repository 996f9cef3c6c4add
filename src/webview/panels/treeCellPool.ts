// The tree's SVG elements of the layout shown before, by what each draws, for the next layout's first draw to reuse: an
// edit moves a few lines of a big tree, and making every visible node and edge again was most of a redraw.

/** What each node element draws (its cell, kind, flag and label), set when it is made. */
const drawnBy = new WeakMap<Element, string>();

/** Elements set aside when a new layout is shown, keyed by what they draw; the next draw takes what it can use. */
export class CellPool {
  private readonly nodes = new Map<string, SVGGElement>();
  private readonly edges = new Map<string, SVGPathElement>();

  /** Records what node element `element` draws (the key `takeNode` looks for). */
  static mark(element: SVGGElement, drawn: string): void {
    drawnBy.set(element, drawn);
  }

  /** Sets aside the elements shown (emptying both maps, which are keyed by the old layout's positions). */
  keep(nodes: Map<number, SVGGElement>, edges: Map<number, SVGPathElement>): void {
    for (const element of nodes.values()) put(this.nodes, drawnBy.get(element), element);
    for (const element of edges.values()) put(this.edges, element.getAttribute('d') ?? undefined, element);
    nodes.clear();
    edges.clear();
  }

  /** The node element set aside that draws `drawn`, now taken, if any. */
  takeNode(drawn: string): SVGGElement | undefined {
    return take(this.nodes, drawn);
  }

  /** The edge element set aside with path `d`, now taken, if any. */
  takeEdge(d: string): SVGPathElement | undefined {
    return take(this.edges, d);
  }

  /** Removes the elements no draw took from the DOM. */
  clear(): void {
    for (const element of this.nodes.values()) element.remove();
    for (const element of this.edges.values()) element.remove();
    this.nodes.clear();
    this.edges.clear();
  }
}

function put<E extends Element>(pool: Map<string, E>, key: string | undefined, element: E): void {
  if (key === undefined || pool.has(key)) element.remove();
  else pool.set(key, element);
}

function take<E extends Element>(pool: Map<string, E>, key: string): E | undefined {
  const element = pool.get(key);
  if (element !== undefined) pool.delete(key);
  return element;
}
