// The SGF outline: games, their main line (grouped by 100 when long) and variations, for Outline, breadcrumbs, Go to Symbol.
import * as vscode from 'vscode';
import { parse } from '../sgf/parse';
import { buildOutline, type OutlineKind, type OutlineSymbol } from './symbolsTree';

const KINDS: Readonly<Record<OutlineKind, vscode.SymbolKind>> = {
  game: vscode.SymbolKind.Module,
  moves: vscode.SymbolKind.Array,
  variation: vscode.SymbolKind.Namespace,
  move: vscode.SymbolKind.Event,
  setup: vscode.SymbolKind.Constant,
  node: vscode.SymbolKind.Field,
};

/** Registers the document symbol provider for `sgf` documents. */
export function registerSgfSymbols(): vscode.Disposable {
  return vscode.languages.registerDocumentSymbolProvider({ language: 'sgf' }, new SgfSymbols(), { label: 'Goban' });
}

/** Document symbols from buildOutline, converted without recursion. */
export class SgfSymbols implements vscode.DocumentSymbolProvider {
  provideDocumentSymbols(document: vscode.TextDocument): vscode.DocumentSymbol[] {
    const roots = buildOutline(parse(document.getText()));
    const range = (span: { start: number; end: number }) => new vscode.Range(document.positionAt(span.start), document.positionAt(span.end));
    const convert = (symbol: OutlineSymbol) => new vscode.DocumentSymbol(symbol.name, symbol.detail, KINDS[symbol.kind], range(symbol.span), range(symbol.selectionSpan));
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
}
