// The "Game" view in the Explorer: the outline of the active board's file (main line, variations, comments); a click goes there.
import * as vscode from 'vscode';
import type { ActiveEditors, GobanEditor } from '../core/activeEditors';
import { buildSgfOutline } from './symbols';
import { gameViewIcon, type OutlineSymbol } from './symbolsTree';
import { DisposableStore } from '../core/disposables';

/** The view's id (package.json `contributes.views.explorer`). */
export const gameViewId = 'goban.game';
/** The internal command a click on an entry runs: shows the node at an offset of a document in its board. */
const goToCommand = 'goban.game.goTo';

/** How long edits of the shown file must pause before its outline is built again. */
const REBUILD_DELAY_MS = 300;

/** Registers the Game view and its click command; the view follows the active Goban editor. */
export function registerGameView(editors: ActiveEditors, extensionUri: vscode.Uri): vscode.Disposable {
  const provider = new GameOutline(editors, extensionUri);
  const view = vscode.window.createTreeView(gameViewId, { treeDataProvider: provider, showCollapseAll: true });
  provider.attach(view);
  return vscode.Disposable.from(
    view,
    provider,
    vscode.commands.registerCommand(goToCommand, (uri: string, offset: number) => {
      const editor = editors.forDocument(vscode.Uri.parse(uri));
      editor?.showOffset(offset, true);
    }),
    vscode.commands.registerCommand(gameViewStateCommand, () => provider.state()),
  );
}

/** The internal command that reports what the Game view shows (for tests): its document, top entries and selection. */
const gameViewStateCommand = 'goban.game.state';

/** The outline of the active board's document at its version now, with each entry's parent for `reveal`. */
interface Shown {
  readonly editor: GobanEditor;
  readonly version: number;
  readonly roots: readonly OutlineSymbol[];
  readonly parents: ReadonlyMap<OutlineSymbol, OutlineSymbol>;
}

/** The Game view's data: rebuilt when the active board shows another document or version; the node shown is selected. */
class GameOutline implements vscode.TreeDataProvider<OutlineSymbol>, vscode.Disposable {
  private shown: Shown | undefined;
  private rebuildTimer: ReturnType<typeof setTimeout> | undefined;
  private building: { readonly editor: GobanEditor; readonly version: number } | undefined;
  private view: vscode.TreeView<OutlineSymbol> | undefined;
  /** True while the active editor is in the Problem view. */
  private hidden = false;
  private readonly changed = new vscode.EventEmitter<void>();
  private readonly subscriptions = new DisposableStore();
  readonly onDidChangeTreeData = this.changed.event;

  constructor(
    private readonly editors: ActiveEditors,
    private readonly extensionUri: vscode.Uri,
  ) {
    this.subscriptions.push(
      this.changed,
      editors.onDidChange(() => this.follow()),
    );
  }

  attach(view: vscode.TreeView<OutlineSymbol>): void {
    this.view = view;
    this.subscriptions.push(view.onDidChangeVisibility(() => this.follow()));
    this.follow();
  }

  getTreeItem(symbol: OutlineSymbol): vscode.TreeItem {
    const collapsed =
      symbol.children.length === 0
        ? vscode.TreeItemCollapsibleState.None
        : symbol.kind === 'game'
          ? vscode.TreeItemCollapsibleState.Expanded
          : vscode.TreeItemCollapsibleState.Collapsed;
    const item = new vscode.TreeItem(symbol.name, collapsed);
    item.description = symbol.detail;
    const icon = gameViewIcon(symbol);
    item.iconPath = 'file' in icon ? vscode.Uri.joinPath(this.extensionUri, icon.file) : new vscode.ThemeIcon(icon.codicon);
    const uri = this.shown?.editor.document.uri.toString();
    if (uri !== undefined) item.command = { command: goToCommand, title: vscode.l10n.t('Show on the board'), arguments: [uri, symbol.selectionSpan.start] };
    return item;
  }

  getChildren(symbol?: OutlineSymbol): OutlineSymbol[] {
    if (this.hidden) return [];
    return symbol === undefined ? [...(this.shown?.roots ?? [])] : symbol.children;
  }

  getParent(symbol: OutlineSymbol): OutlineSymbol | undefined {
    return this.shown?.parents.get(symbol);
  }

  /** What the view shows: the document, each game's name with its first entries' names, and the selected entries' names. */
  state(): { uri: string | null; games: Array<{ name: string; entries: string[] }>; selected: string[] } {
    return {
      uri: this.shown?.editor.document.uri.toString() ?? null,
      games: (this.shown?.roots ?? []).map((game) => ({ name: game.name, entries: game.children.map((c) => c.name) })),
      selected: (this.view?.selection ?? []).map((s) => s.name),
    };
  }

  dispose(): void {
    clearTimeout(this.rebuildTimer);
    this.subscriptions.dispose();
  }

  /**
   * Rebuilds for another document of the active board at once, for another version of the same one after edits pause
   * (each is a parse of the whole file); else selects the node it shows.
   */
  private follow(): void {
    clearTimeout(this.rebuildTimer);
    const editor = this.editors.active;
    if (editor === undefined && this.shown?.editor.document.isClosed === true) {
      this.shown = undefined;
      this.changed.fire();
    }
    if (this.view?.visible !== true || editor === undefined) return;
    // A problem being solved keeps its tree (the answers) out of sight, here as on the board.
    const hidden = editor.summary()?.problem?.active === true;
    if (hidden !== this.hidden) {
      this.hidden = hidden;
      this.view.message = hidden ? vscode.l10n.t('Problem view: the answers stay hidden until you switch to the Game view.') : undefined;
      this.changed.fire();
    }
    if (hidden) return;
    const version = editor.document.version;
    if (this.shown?.editor === editor && this.shown.version === version) return void this.select(editor);
    if (this.building?.editor === editor && this.building.version === version) return;
    if (this.shown?.editor === editor) this.rebuildTimer = setTimeout(() => this.build(editor), REBUILD_DELAY_MS);
    else this.build(editor);
  }

  private build(editor: GobanEditor): void {
    const building = { editor, version: editor.document.version };
    this.building = building;
    void buildSgfOutline(editor.document, () => this.building === building).then((roots) => {
      if (roots === undefined || this.building !== building) return;
      this.building = undefined;
      this.shown = { editor, version: building.version, roots, parents: parentsOf(roots) };
      this.changed.fire();
      this.select(editor);
    });
  }

  /** Selects the innermost entry holding the node the board shows. */
  private select(editor: GobanEditor): void {
    const offset = editor.summary()?.nodeOffset;
    const entry = offset === undefined || this.shown === undefined ? undefined : innermostAt(this.shown.roots, offset);
    if (entry === undefined || this.view === undefined) return;
    const view = this.view;
    const reveal = (): Thenable<void> => view.reveal(entry, { select: true, focus: false, expand: false });
    // A reveal right after the tree changed can be refused while VS Code renders it: one more try once it has.
    void reveal().then(undefined, () => setTimeout(() => void reveal().then(undefined, () => undefined), 100));
  }
}

function parentsOf(roots: readonly OutlineSymbol[]): Map<OutlineSymbol, OutlineSymbol> {
  const parents = new Map<OutlineSymbol, OutlineSymbol>();
  const stack = [...roots];
  for (let symbol = stack.pop(); symbol !== undefined; symbol = stack.pop()) {
    for (const child of symbol.children) {
      parents.set(child, symbol);
      stack.push(child);
    }
  }
  return parents;
}

/** The deepest entry whose span holds `offset` (entries of one level are in text order and do not overlap). */
function innermostAt(roots: readonly OutlineSymbol[], offset: number): OutlineSymbol | undefined {
  let found: OutlineSymbol | undefined;
  let level = roots;
  for (;;) {
    const inside = level.find((s) => s.span.start <= offset && offset < s.span.end);
    if (inside === undefined) return found;
    found = inside;
    level = inside.children;
  }
}
