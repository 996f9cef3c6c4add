// The tree's node and edge elements, made and reused: an edit or a scroll moves a few lines of a big tree, and making
// every visible node and edge again (inserting it into the DOM, styling it, laying it out) was most of a redraw. An
// element set aside is reused for the same drawing when there is one, else for any drawing of the same shape, moved.
import { svgElement } from '../board/svg';

/** What a node element draws: its cell's centre, the layout's kind and flag, its node id and its label. */
export interface NodeDrawing {
  readonly x: number;
  readonly y: number;
  readonly kind: string;
  readonly flag: string;
  readonly id: number;
  readonly label: string;
}

/** A node's group centred at (x, y): its highlight ring, its dot (a square for a node without a move) and its flag. */
export function nodeGroup(x: number, y: number, kind: string, flag: string): SVGGElement {
  const group = svgElement('g', { class: `tree-node kind-${kind === 'p' ? 'pw' : kind}`, transform: translate(x, y), role: 'option' });
  group.append(svgElement('circle', { class: 'tree-current', r: 10 }));
  if (kind === 'S') group.append(svgElement('rect', { class: 'tree-dot', x: -4, y: -4, width: 8, height: 8 }));
  else group.append(svgElement('circle', { class: 'tree-dot', r: 7 }));
  if (flag === 'c' || flag === 'a') group.append(svgElement('circle', { class: `tree-flag flag-${flag}`, cx: 6, cy: -6, r: 3 }));
  return group;
}

/** What each pooled node element draws now. */
const drawn = new WeakMap<Element, NodeDrawing>();

/** Elements set aside (still in the DOM) for the draws that follow; `clear` removes the ones no draw took. */
export class CellPool {
  private readonly nodesByDrawing = new Map<string, SVGGElement>();
  private readonly nodesByShape = new Map<string, Set<SVGGElement>>();
  private readonly edgesByPath = new Map<string, SVGPathElement>();
  private readonly edges = new Set<SVGPathElement>();

  /** Sets a node element aside. */
  putNode(element: SVGGElement): void {
    const drawing = drawn.get(element);
    if (drawing === undefined) {
      element.remove();
      return;
    }
    const key = drawingKey(drawing);
    if (!this.nodesByDrawing.has(key)) this.nodesByDrawing.set(key, element);
    const shape = drawing.kind + drawing.flag;
    const same = this.nodesByShape.get(shape);
    if (same === undefined) this.nodesByShape.set(shape, new Set([element]));
    else same.add(element);
  }

  /** Sets an edge element aside. */
  putEdge(element: SVGPathElement): void {
    const d = element.getAttribute('d') ?? '';
    if (!this.edgesByPath.has(d)) this.edgesByPath.set(d, element);
    this.edges.add(element);
  }

  /** An element drawing `drawing`: one set aside that draws it, or one of its shape moved and renamed, or a new one. */
  node(drawing: NodeDrawing): SVGGElement {
    const key = drawingKey(drawing);
    const shape = this.nodesByShape.get(drawing.kind + drawing.flag);
    let element = this.nodesByDrawing.get(key);
    if (element === undefined && shape !== undefined) element = shape.values().next().value;
    if (element === undefined) {
      element = nodeGroup(drawing.x, drawing.y, drawing.kind, drawing.flag);
      element.id = `tree-node-${drawing.id}`;
      element.setAttribute('data-tree-node', String(drawing.id));
      element.setAttribute('aria-label', drawing.label);
    } else {
      const before = drawn.get(element) as NodeDrawing;
      shape?.delete(element);
      const beforeKey = drawingKey(before);
      if (this.nodesByDrawing.get(beforeKey) === element) this.nodesByDrawing.delete(beforeKey);
      redraw(element, before, drawing);
    }
    drawn.set(element, drawing);
    return element;
  }

  /** An edge element with path `d`: one set aside with that path, or another one given it, or a new one. */
  edge(d: string): SVGPathElement {
    let element = this.edgesByPath.get(d);
    if (element === undefined) element = this.edges.values().next().value;
    if (element === undefined) return svgElement('path', { class: 'tree-edge', d });
    this.edges.delete(element);
    const before = element.getAttribute('d') ?? '';
    if (this.edgesByPath.get(before) === element) this.edgesByPath.delete(before);
    if (before !== d) element.setAttribute('d', d);
    return element;
  }

  /** Removes the elements no draw took from the DOM. */
  clear(): void {
    for (const same of this.nodesByShape.values()) for (const element of same) element.remove();
    for (const element of this.edges) element.remove();
    this.nodesByDrawing.clear();
    this.nodesByShape.clear();
    this.edgesByPath.clear();
    this.edges.clear();
  }
}

/** Moves and renames node element `element` from drawing `before` to `after` (of the same shape). */
function redraw(element: SVGGElement, before: NodeDrawing, after: NodeDrawing): void {
  if (before.x !== after.x || before.y !== after.y) element.setAttribute('transform', translate(after.x, after.y));
  if (before.id !== after.id) {
    element.id = `tree-node-${after.id}`;
    element.setAttribute('data-tree-node', String(after.id));
  }
  if (before.label !== after.label) element.setAttribute('aria-label', after.label);
}

function drawingKey(drawing: NodeDrawing): string {
  return `${drawing.x} ${drawing.y} ${drawing.kind}${drawing.flag} ${drawing.label}`;
}

function translate(x: number, y: number): string {
  return `translate(${x} ${y})`;
}

/** Sets aside the elements of `shown` not in `wanted` and appends the missing ones to `parent`, made (or reused) by
 *  `create`. */
export function sync<E extends Element>(
  shown: Map<number, E>,
  wanted: readonly number[],
  parent: Element,
  create: (p: number) => E,
  setAside: (element: E) => void,
): void {
  const keep = new Set(wanted);
  for (const [p, element] of shown) {
    if (!keep.has(p)) {
      setAside(element);
      shown.delete(p);
    }
  }
  for (const p of wanted) {
    if (shown.has(p)) continue;
    const element = create(p);
    if (element.parentNode !== parent) parent.append(element);
    shown.set(p, element);
  }
}
