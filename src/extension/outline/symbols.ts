// The SGF outline: games, their main line (grouped by 100 when long) and variations, for Outline, breadcrumbs, Go to Symbol.
import * as vscode from 'vscode';
import { parse } from '../../sgf/parse';
import { nextTurn, runInSlices, VersionCache } from './symbolsCache';
import { DEFAULT_OUTLINE_LIMITS, OutlineBuilder, type OutlineKind, type OutlineSymbol } from './symbolsTree';

const KINDS: Readonly<Record<OutlineKind, vscode.SymbolKind>> = {
  game: vscode.SymbolKind.Module,
  moves: vscode.SymbolKind.Array,
  variation: vscode.SymbolKind.Namespace,
  move: vscode.SymbolKind.Event,
  setup: vscode.SymbolKind.Constant,
  node: vscode.SymbolKind.Field,
};

/** How long the outline is built before the host gets a turn (after the parse, which is one piece). */
const SLICE_MS = 8;

/** Registers the document symbol provider for `sgf` documents. */
export function registerSgfSymbols(): vscode.Disposable {
  const provider = new SgfSymbols();
  return vscode.Disposable.from(
    vscode.languages.registerDocumentSymbolProvider({ language: 'sgf' }, provider, { label: 'Goban' }),
    vscode.workspace.onDidCloseTextDocument((document) => provider.forget(document)),
  );
}

/** Document symbols from OutlineBuilder, built once per document version (in slices, cancellable) and converted without recursion. */
export class SgfSymbols implements vscode.DocumentSymbolProvider {
  private readonly cache = new VersionCache<vscode.DocumentSymbol[]>();

  /** The outline of `document`: the same array for every request at one version; undefined when cancelled. */
  provideDocumentSymbols(document: vscode.TextDocument, token: vscode.CancellationToken): Promise<vscode.DocumentSymbol[] | undefined> {
    return this.cache.get(document.uri.toString(), document.version, document, (stillWanted) => build(document, stillWanted), token);
  }

  /** Drops the cached outline of a closed document. */
  forget(document: vscode.TextDocument): void {
    this.cache.delete(document.uri.toString());
  }
}

async function build(document: vscode.TextDocument, stillWanted: () => boolean): Promise<vscode.DocumentSymbol[] | undefined> {
  const roots = await buildSgfOutline(document, stillWanted);
  return roots === undefined ? undefined : toDocumentSymbols(document, roots);
}

/**
 * The outline of `document` at its version now (games, main line, variations), built in slices so the host keeps
 * answering; undefined when `stillWanted` says no or the document changed meanwhile. The Outline view and the
 * board's Game view both show it.
 */
export async function buildSgfOutline(document: vscode.TextDocument, stillWanted: () => boolean): Promise<OutlineSymbol[] | undefined> {
  const version = document.version;
  const wanted = (): boolean => stillWanted() && !document.isClosed && document.version === version;
  // A turn first, so a request cancelled at once (another edit already on its way) costs no parse.
  await nextTurn();
  if (!wanted()) return undefined;
  const builder = new OutlineBuilder(parse(document.getText()), DEFAULT_OUTLINE_LIMITS);
  if (!(await runInSlices((shouldPause) => builder.step(shouldPause), SLICE_MS, wanted))) return undefined;
  return builder.roots;
}

function toDocumentSymbols(document: vscode.TextDocument, roots: readonly OutlineSymbol[]): vscode.DocumentSymbol[] {
  const range = (span: { start: number; end: number }) => new vscode.Range(document.positionAt(span.start), document.positionAt(span.end));
  const convert = (symbol: OutlineSymbol) =>
    new vscode.DocumentSymbol(symbol.name, symbol.detail, KINDS[symbol.kind], range(symbol.span), range(symbol.selectionSpan));
  const out = roots.map(convert);
  const stack: Array<[OutlineSymbol, vscode.DocumentSymbol]> = roots.map((symbol, k) => [symbol, out[k]]);
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [symbol, converted] = item;
    for (const child of symbol.children) {
      const convertedChild = convert(child);
      converted.children.push(convertedChild);
      stack.push([child, convertedChild]);
    }
  }
  return out;
}
