// The game-tree panel: the layout drawn as a graph, virtualised — only the nodes and edges inside the visible part of
// the scroll area (plus a margin) are in the DOM; the current node and path are highlighted and kept in view.
import type { TreeLayout } from '../../shared/views';
import { t } from '../strings';
import { svgElement } from '../board/svg';
import { insertLastChild, rowOfNewLastChild } from '../../editor/view/treeRows';
import { CellPool, nodeGroup, sync } from './treeCellPool';
import { setAttributeTo } from '../dom';
import { buildTreeIndex, pathThrough, positionOfId, treeNodeLabel, visibleInRect, type TreeIndex } from './treeIndex';

/** Pixels per tree cell. */
const CELL = 26;
/** Extra cells drawn around the visible part, so small scrolls show drawn nodes at once. */
const MARGIN_CELLS = 4;

/** The virtualised tree in `root` (data-testid="game-tree"); `onSelect` gets the id of a clicked node. */
export class TreeView {
  private index: TreeIndex | null = null;
  private readonly svg: SVGSVGElement;
  private readonly edgeLayer: SVGGElement;
  private readonly nodeLayer: SVGGElement;
  /** Nodes the board shows ahead of the host (predicted moves, each the only child of the one before). */
  private readonly aheadLayer: SVGGElement;
  private ahead: AheadNode[] = [];
  /** The host's layout while the one shown has a new variation drawn ahead of it (that moved other nodes), else null. */
  private hostLayout: TreeLayout | null = null;
  private readonly nodeElements = new Map<number, SVGGElement>();
  private readonly edgeElements = new Map<number, SVGPathElement>();
  /** Elements out of the window or of the layout shown before, for the next draw to reuse (see CellPool). */
  private readonly pool = new CellPool();
  private onPath = new Uint8Array(0);
  private path: number[] = [];
  private current = -1;
  private currentId: number | null = null;
  /** A re-parse was shown and its tree is on its way: node ids may name other nodes in the layout held. */
  private awaiting = false;
  private frame = 0;
  /** The timer of drawMarginLater's draw (-1 while its frame is awaited), or 0. */
  private marginTimer = 0;
  /** The scroll area's scroll offsets and size, as last seen by its scroll and resize events (or set here): reading them
   *  from the DOM while stepping would force a layout of the board just changed. */
  private readonly viewport = { left: 0, top: 0, width: 0, height: 0 };

  constructor(
    private readonly root: HTMLElement,
    onSelect: (nodeId: number) => void,
  ) {
    this.svg = svgElement('svg', { class: 'tree-svg', width: 0, height: 0 });
    this.edgeLayer = svgElement('g', { class: 'tree-edges' });
    this.nodeLayer = svgElement('g', { class: 'tree-nodes' });
    this.aheadLayer = svgElement('g', { class: 'tree-ahead' });
    this.svg.append(this.edgeLayer, this.aheadLayer, this.nodeLayer);
    root.append(this.svg);
    root.addEventListener(
      'scroll',
      () => {
        // A scroll of reveal's is drawn already.
        if (root.scrollLeft === this.viewport.left && root.scrollTop === this.viewport.top) return;
        this.viewport.left = root.scrollLeft;
        this.viewport.top = root.scrollTop;
        this.schedule();
      },
      { passive: true },
    );
    // Layout is done when a resize is observed, so reading the DOM here is cheap (also after the panel was hidden,
    // when scroll writes did nothing); a panel shown again brings the node shown into view.
    new ResizeObserver(() => {
      const wasHidden = this.viewport.width === 0 || this.viewport.height === 0;
      this.viewport.width = root.clientWidth;
      this.viewport.height = root.clientHeight;
      this.viewport.left = root.scrollLeft;
      this.viewport.top = root.scrollTop;
      if (wasHidden && this.index !== null && this.current >= 0) this.reveal(this.index.layout.columns[this.current], this.index.layout.rows[this.current]);
      this.schedule();
    }).observe(root);
    root.addEventListener('click', (event) => {
      const id = (event.target as Element | null)?.closest('[data-tree-node]')?.getAttribute('data-tree-node');
      if (id != null) onSelect(Number(id));
    });
  }

  /** The game was re-read: until the next `setLayout`, the current node is only remembered (its id may name another
   *  node of the layout held, which would be highlighted and scrolled to). */
  awaitLayout(): void {
    this.awaiting = true;
  }

  /** Shows a new layout (indexes it once; the DOM is redrawn for the visible part only), or the one held again; the
   *  nodes drawn ahead of the host are dropped. */
  setLayout(layout: TreeLayout): void {
    this.hostLayout = null;
    this.useLayout(layout);
  }

  private useLayout(layout: TreeLayout): void {
    this.awaiting = false;
    this.ahead = [];
    if (this.index !== null && this.index.layout === layout) {
      if (this.currentId !== null) this.setCurrent(this.currentId);
      return;
    }
    this.index = buildTreeIndex(layout);
    this.onPath = new Uint8Array(layout.ids.length);
    this.path = [];
    this.current = -1;
    // Most cells of a new layout draw what they drew before (an edit moves a few lines): their elements are kept.
    for (const element of this.nodeElements.values()) this.pool.putNode(element);
    for (const element of this.edgeElements.values()) this.pool.putEdge(element);
    this.nodeElements.clear();
    this.edgeElements.clear();
    this.resize();
    if (this.currentId !== null) this.setCurrent(this.currentId);
    else this.draw();
  }

  /**
   * Draws move `kind` (node `nodeId`, not in the layout) as the new last child of node `parentId` (a node of the layout,
   * or the last node drawn so), where the host's next layout will put it, and makes it the current node; when it moves
   * other nodes down, the whole layout is shown with it until the host's comes. False when that node is not drawn here
   * or a new layout is on its way.
   */
  extend(parentId: number, nodeId: number, kind: 'B' | 'W'): boolean {
    const last = this.ahead[this.ahead.length - 1];
    let parent: { column: number; row: number } | null = null;
    let row: number | null = null;
    if (last !== undefined) {
      parent = last.id === parentId ? last : null;
      row = last.row;
    } else if (this.index !== null && !this.awaiting) {
      const { layout } = this.index;
      const position = positionOfId(this.index, parentId);
      if (position < 0) return false;
      parent = { column: layout.columns[position], row: layout.rows[position] };
      row = rowOfNewLastChild(layout, position);
      if (row === null) {
        // The new variation moves other nodes down: the whole layout with it, as the host will send it.
        const host = this.hostLayout ?? layout;
        this.currentId = nodeId;
        this.useLayout(insertLastChild(layout, position, nodeId, kind));
        this.hostLayout = host;
        return true;
      }
    }
    if (parent === null || row === null) return false;
    this.ahead.push({ id: nodeId, parentId, column: parent.column + 1, row, kind, parentColumn: parent.column, parentRow: parent.row });
    this.resize();
    this.currentId = nodeId;
    if (this.awaiting) this.draw();
    else this.setCurrent(nodeId);
    return true;
  }

  /** Forgets the nodes drawn ahead of the host (it refused the move). */
  dropAhead(): void {
    if (this.hostLayout !== null) {
      // A game message may have come since: the host's next layout is still awaited.
      const awaiting = this.awaiting;
      this.setLayout(this.hostLayout);
      this.awaiting = awaiting;
      return;
    }
    if (this.ahead.length === 0) return;
    this.ahead = [];
    this.resize();
    if (this.currentId !== null) this.setCurrent(this.currentId);
  }

  /** Highlights node `nodeId` and its path and scrolls it into view. */
  setCurrent(nodeId: number): void {
    this.currentId = nodeId;
    const index = this.index;
    if (index === null || this.awaiting) return;
    const aheadAt = this.ahead.findIndex((node) => node.id === nodeId);
    const onLayout = aheadAt < 0 ? nodeId : this.ahead[0].parentId;
    const position = positionOfId(index, onLayout);
    for (const p of this.path) this.onPath[p] = 0;
    this.path = position < 0 ? [] : pathThrough(index.layout, position);
    for (const p of this.path) this.onPath[p] = 1;
    this.current = aheadAt < 0 ? position : -1;
    let scrolled = false;
    if (aheadAt >= 0) scrolled = this.reveal(this.ahead[aheadAt].column, this.ahead[aheadAt].row);
    else if (position >= 0) scrolled = this.reveal(index.layout.columns[position], index.layout.rows[position]);
    // Somewhere else in a big tree the whole window is new: its visible part now, the margin once that is on screen.
    if (scrolled) this.drawMarginLater();
    this.draw(this.marginTimer === 0 ? MARGIN_CELLS : 0);
  }

  private resize(): void {
    const layout = this.index?.layout;
    if (layout === undefined) return;
    const { columns, rows } = this.extent(layout);
    this.svg.setAttribute('width', String((columns + 1) * CELL));
    this.svg.setAttribute('height', String((rows + 1) * CELL));
  }

  /** The columns and rows the layout and the nodes drawn ahead take. */
  private extent(layout: TreeLayout): { columns: number; rows: number } {
    return {
      columns: Math.max(layout.columnCount, ...this.ahead.map((node) => node.column + 1)),
      rows: Math.max(layout.rowCount, ...this.ahead.map((node) => node.row + 1)),
    };
  }

  /** Scrolls cell (column, row) into view if it is not; whether it scrolled. */
  private reveal(column: number, row: number): boolean {
    const x = column * CELL;
    const y = row * CELL;
    const viewport = this.viewport;
    const layout = this.index?.layout;
    // Hidden or not laid out yet: the browser would ignore the scroll (the resize observed later reads the truth).
    if (layout === undefined || viewport.width === 0 || viewport.height === 0) return false;
    // Clamped as the browser clamps (a scroll that changes nothing fires no scroll event to correct the copy).
    const { columns, rows } = this.extent(layout);
    const maxLeft = Math.max(0, (columns + 1) * CELL - viewport.width);
    const maxTop = Math.max(0, (rows + 1) * CELL - viewport.height);
    const { left, top } = viewport;
    if (x < viewport.left + CELL || x > viewport.left + viewport.width - 2 * CELL) {
      this.root.scrollLeft = Math.round(Math.min(maxLeft, Math.max(0, x - viewport.width / 2)));
      // Read back (the write laid the page out already): a fractional device pixel ratio may store another value.
      viewport.left = this.root.scrollLeft;
    }
    if (y < viewport.top || y > viewport.top + viewport.height - 2 * CELL) {
      this.root.scrollTop = Math.round(Math.min(maxTop, Math.max(0, y - viewport.height / 2)));
      viewport.top = this.root.scrollTop;
    }
    return viewport.left !== left || viewport.top !== top;
  }

  private schedule(): void {
    if (this.frame !== 0) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
    });
  }

  /** Draws the window with its margin after the frame showing its visible part (the next task after that frame). */
  private drawMarginLater(): void {
    if (this.marginTimer !== 0) return;
    this.marginTimer = -1;
    requestAnimationFrame(() => {
      this.marginTimer = window.setTimeout(() => {
        this.marginTimer = 0;
        this.draw();
      }, 0);
    });
  }

  /** Puts exactly the nodes and edges of the visible window (and `margin` cells around it) in the DOM (keyed by
   *  position) and updates their state. */
  private draw(margin = MARGIN_CELLS): void {
    const index = this.index;
    if (index === null) return;
    const { left, top, width, height } = this.viewport;
    const rect = {
      column0: Math.floor(left / CELL) - margin,
      column1: Math.ceil((left + width) / CELL) + margin,
      row0: Math.floor(top / CELL) - margin,
      row1: Math.ceil((top + height) / CELL) + margin,
    };
    const { nodes, edges } = visibleInRect(index, rect);
    sync(
      this.nodeElements,
      nodes,
      this.nodeLayer,
      (p) => this.nodeElement(index, p),
      (element) => this.pool.putNode(element),
    );
    sync(
      this.edgeElements,
      edges,
      this.edgeLayer,
      (p) => this.edgeElement(index.layout, p),
      (element) => this.pool.putEdge(element),
    );
    this.pool.clear();
    for (const [p, element] of this.nodeElements) {
      setAttributeTo(element, 'data-path', this.onPath[p] === 1 ? '' : null);
      setAttributeTo(element, 'aria-current', p === this.current ? 'true' : null);
      setAttributeTo(element, 'aria-selected', p === this.current ? 'true' : null);
    }
    for (const [p, element] of this.edgeElements)
      setAttributeTo(element, 'data-path', this.onPath[p] === 1 && this.onPath[index.layout.parents[p]] === 1 ? '' : null);
    this.drawAhead();
    const currentElement = this.current >= 0 ? this.nodeElements.get(this.current) : this.aheadLayer.querySelector('[aria-current]');
    if (currentElement != null) this.root.setAttribute('aria-activedescendant', currentElement.id);
    else this.root.removeAttribute('aria-activedescendant');
  }

  /** The few nodes drawn ahead of the host, on the current path, and the edges into them. */
  private drawAhead(): void {
    const edges = this.ahead.map((node) =>
      svgElement('path', { class: 'tree-edge', 'data-path': '', d: edgePath(node.parentColumn, node.parentRow, node.column, node.row) }),
    );
    const nodes = this.ahead.map((node) => {
      const group = nodeGroup(node.column * CELL + CELL / 2, node.row * CELL + CELL / 2, node.kind, ' ');
      group.id = `tree-node-${node.id}`;
      group.setAttribute('data-path', '');
      group.setAttribute('data-ahead', '');
      setAttributeTo(group, 'aria-current', node.id === this.currentId ? 'true' : null);
      setAttributeTo(group, 'aria-selected', node.id === this.currentId ? 'true' : null);
      return group;
    });
    this.aheadLayer.replaceChildren(...edges, ...nodes);
  }

  private nodeElement(index: TreeIndex, p: number): SVGGElement {
    const layout = index.layout;
    return this.pool.node({
      x: layout.columns[p] * CELL + CELL / 2,
      y: layout.rows[p] * CELL + CELL / 2,
      kind: layout.kinds.charAt(p),
      flag: layout.flags.charAt(p),
      id: layout.ids[p],
      label: treeNodeLabel(index, p, t),
    });
  }

  private edgeElement(layout: TreeLayout, p: number): SVGPathElement {
    const parent = layout.parents[p];
    const d = edgePath(layout.columns[parent], layout.rows[parent], layout.columns[p], layout.rows[p]);
    return this.pool.edge(d);
  }
}

/** The edge from the cell of a parent to its child's: straight on the same row; otherwise down the parent's column,
 *  then one diagonal step into the child. */
function edgePath(parentColumn: number, parentRow: number, column: number, row: number): string {
  const px = parentColumn * CELL + CELL / 2;
  const py = parentRow * CELL + CELL / 2;
  const cx = column * CELL + CELL / 2;
  const cy = row * CELL + CELL / 2;
  return cy === py ? `M${px} ${py}H${cx}` : `M${px} ${py}V${cy - (cx - px)}L${cx} ${cy}`;
}

/** A node drawn ahead of the host: its id, its parent's, its cell and its colour. */
interface AheadNode {
  readonly id: number;
  readonly parentId: number;
  readonly column: number;
  readonly row: number;
  readonly parentColumn: number;
  readonly parentRow: number;
  readonly kind: 'B' | 'W';
}
