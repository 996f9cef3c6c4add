// The toolbar: the editing tools (one pressed at a time, aria-pressed) and the actions on the current node.
import { html } from '../dom';
import { t } from '../strings';
import { svgElement } from '../board/svg';
import { tools, type Tool } from '../tools';

/** An action button of the toolbar. */
export type ToolbarAction = 'pass' | 'delete' | 'promote' | 'up' | 'down' | 'score';

const toolTitles: Readonly<Record<Tool, string>> = {
  play: 'Play a move',
  'setup-B': 'Add a black stone',
  'setup-W': 'Add a white stone',
  'setup-empty': 'Clear a point',
  TR: 'Triangle',
  SQ: 'Square',
  CR: 'Circle',
  MA: 'Cross',
  LB: 'Label',
  AR: 'Arrow',
  LN: 'Line',
};

const actions: ReadonlyArray<{ readonly action: ToolbarAction; readonly testid: string; readonly title: string; readonly glyph: string }> = [
  { action: 'pass', testid: 'pass', title: 'Pass', glyph: '' },
  { action: 'delete', testid: 'delete-node', title: 'Delete this node and its variations', glyph: '✕' },
  { action: 'promote', testid: 'promote', title: 'Promote this variation to the main line', glyph: '⤒' },
  { action: 'up', testid: 'variation-up', title: 'Move this variation up', glyph: '↑' },
  { action: 'down', testid: 'variation-down', title: 'Move this variation down', glyph: '↓' },
  { action: 'score', testid: 'score-button', title: 'Score this position: mark dead stones and count', glyph: '◔' },
];

/** Which actions make sense on the node shown. */
export interface ActionState {
  readonly isRoot: boolean;
  readonly siblingIndex: number;
  readonly siblingCount: number;
}

/** The toolbar in `root`; reports tool choices and actions to its callbacks. */
export class Toolbar {
  private readonly toolButtons = new Map<Tool, HTMLButtonElement>();
  private readonly actionButtons = new Map<ToolbarAction, HTMLButtonElement>();

  constructor(root: HTMLElement, onTool: (tool: Tool) => void, onAction: (action: ToolbarAction) => void) {
    root.setAttribute('role', 'toolbar');
    root.setAttribute('aria-label', t('Tools'));
    const toolGroup = html('div', { class: 'tool-group' });
    for (const tool of tools) {
      const title = t(toolTitles[tool]);
      const button = html('button', { type: 'button', class: 'tool', 'data-testid': `tool-${tool}`, title, 'aria-label': title, 'aria-pressed': 'false' });
      button.append(toolIcon(tool));
      button.addEventListener('click', () => onTool(tool));
      toolGroup.append(button);
      this.toolButtons.set(tool, button);
    }
    const actionGroup = html('div', { class: 'tool-group' });
    for (const { action, testid, title, glyph } of actions) {
      const label = t(title);
      const button = html('button', { type: 'button', class: 'action', 'data-testid': testid, title: label, 'aria-label': label }, glyph || label);
      button.addEventListener('click', () => onAction(action));
      actionGroup.append(button);
      this.actionButtons.set(action, button);
    }
    root.append(toolGroup, actionGroup);
  }

  /** Shows `tool` as the pressed one. */
  setTool(tool: Tool): void {
    for (const [each, button] of this.toolButtons) button.setAttribute('aria-pressed', String(each === tool));
  }

  /** Enables only the actions that apply to the node shown. */
  setActionState(state: ActionState): void {
    this.enable('delete', !state.isRoot);
    this.enable('promote', !state.isRoot);
    this.enable('up', state.siblingIndex > 0);
    this.enable('down', state.siblingIndex < state.siblingCount - 1);
  }

  private enable(action: ToolbarAction, on: boolean): void {
    const button = this.actionButtons.get(action);
    if (button !== undefined) button.disabled = !on;
  }
}

/** A 16×16 icon drawn with the theme's colours (CSS classes), no icon font (the CSP allows none). */
function toolIcon(tool: Tool): SVGSVGElement {
  const icon = svgElement('svg', { class: 'icon', viewBox: '0 0 16 16', width: 16, height: 16, 'aria-hidden': 'true', focusable: 'false' });
  const add = (tag: 'circle' | 'path' | 'text', attributes: Record<string, string | number>, text?: string): void => {
    const shape = svgElement(tag, attributes);
    if (text !== undefined) shape.textContent = text;
    icon.append(shape);
  };
  switch (tool) {
    case 'play':
      add('circle', { class: 'icon-black', cx: 6, cy: 8, r: 4.5 });
      add('circle', { class: 'icon-white', cx: 10.5, cy: 8, r: 4.5 });
      break;
    case 'setup-B':
      add('circle', { class: 'icon-black', cx: 8, cy: 8, r: 5.5 });
      add('path', { class: 'icon-plus', d: 'M12 1v5M9.5 3.5h5' });
      break;
    case 'setup-W':
      add('circle', { class: 'icon-white', cx: 8, cy: 8, r: 5.5 });
      add('path', { class: 'icon-plus', d: 'M12 1v5M9.5 3.5h5' });
      break;
    case 'setup-empty':
      add('path', { class: 'icon-line', d: 'M2 8h12M8 2v12' });
      add('circle', { class: 'icon-hollow', cx: 8, cy: 8, r: 5.5 });
      break;
    case 'TR':
      add('path', { class: 'icon-line', d: 'M8 2.5L14 13H2Z' });
      break;
    case 'SQ':
      add('path', { class: 'icon-line', d: 'M3 3h10v10H3Z' });
      break;
    case 'CR':
      add('circle', { class: 'icon-line', cx: 8, cy: 8, r: 5.5 });
      break;
    case 'MA':
      add('path', { class: 'icon-line', d: 'M3 3l10 10M13 3L3 13' });
      break;
    case 'LB':
      add('text', { class: 'icon-text', x: 8, y: 12.5 }, 'A');
      break;
    case 'AR':
      add('path', { class: 'icon-line', d: 'M2 14L14 2M8 2h6v6' });
      break;
    case 'LN':
      add('path', { class: 'icon-line', d: 'M2 14L14 2' });
      break;
  }
  return icon;
}
