import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as oniguruma from 'vscode-oniguruma';
import { INITIAL, parseRawGrammar, Registry, type IGrammar } from 'vscode-textmate';

const root = path.resolve(__dirname, '..', '..', '..');

/** Tokenizes `lines` with syntaxes/sgf.tmLanguage.json, as VS Code does; each token as [text, innermost scope]. */
function tokenize(grammar: IGrammar, lines: readonly string[]): Array<[string, string]> {
  const tokens: Array<[string, string]> = [];
  let state = INITIAL;
  for (const line of lines) {
    const result = grammar.tokenizeLine(line, state);
    for (const t of result.tokens) tokens.push([line.slice(t.startIndex, t.endIndex), t.scopes[t.scopes.length - 1] ?? '']);
    state = result.ruleStack;
  }
  return tokens;
}

describe('SGF TextMate grammar', () => {
  let grammar: IGrammar;

  before(async () => {
    const wasm = fs.readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm'));
    await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
    const registry = new Registry({
      onigLib: Promise.resolve({ createOnigScanner: (p) => new oniguruma.OnigScanner(p), createOnigString: (s) => new oniguruma.OnigString(s) }),
      loadGrammar: async () => parseRawGrammar(fs.readFileSync(path.join(root, 'syntaxes', 'sgf.tmLanguage.json'), 'utf8'), 'sgf.tmLanguage.json'),
    });
    const loaded = await registry.loadGrammar('source.sgf');
    assert.ok(loaded);
    grammar = loaded;
  });

  it('scopes trees, nodes, properties, values, points, escapes and comments', () => {
    const lines = fs.readFileSync(path.join(root, 'test', 'fixtures', 'grammar', 'tokens.sgf'), 'utf8').split('\n');
    assert.deepEqual(tokenize(grammar, lines), [
      ['(', 'punctuation.section.tree.begin.sgf'],
      [';', 'punctuation.separator.node.sgf'],
      ['GM', 'keyword.other.property.sgf'],
      ['[', 'punctuation.definition.string.begin.sgf'],
      ['1', 'string.quoted.other.value.sgf'],
      [']', 'punctuation.definition.string.end.sgf'],
      ['SZ', 'keyword.other.property.sgf'],
      ['[', 'punctuation.definition.string.begin.sgf'],
      ['9', 'string.quoted.other.value.sgf'],
      [']', 'punctuation.definition.string.end.sgf'],
      ['C', 'keyword.other.property.comment.sgf'],
      ['[', 'punctuation.definition.comment.begin.sgf'],
      ['Escapes: ', 'comment.block.sgf'],
      ['\\]', 'constant.character.escape.sgf'],
      [' and ', 'comment.block.sgf'],
      ['\\\\', 'constant.character.escape.sgf'],
      [' stay in the comment', 'comment.block.sgf'],
      [']', 'punctuation.definition.comment.end.sgf'],
      [';', 'punctuation.separator.node.sgf'],
      ['B', 'keyword.control.move.sgf'],
      ['[', 'punctuation.definition.string.begin.sgf'],
      ['cc', 'constant.other.point.sgf'],
      [']', 'punctuation.definition.string.end.sgf'],
      ['AB', 'keyword.control.move.sgf'],
      ['[', 'punctuation.definition.string.begin.sgf'],
      ['aa:bb', 'constant.other.point.sgf'],
      [']', 'punctuation.definition.string.end.sgf'],
      ['(', 'punctuation.section.tree.begin.sgf'],
      [';', 'punctuation.separator.node.sgf'],
      ['W', 'keyword.control.move.sgf'],
      ['[', 'punctuation.definition.string.begin.sgf'],
      [']', 'punctuation.definition.string.end.sgf'],
      ['LB', 'keyword.other.property.sgf'],
      ['[', 'punctuation.definition.string.begin.sgf'],
      ['dd', 'string.quoted.other.value.sgf'],
      [':', 'punctuation.separator.compose.sgf'],
      ['A', 'string.quoted.other.value.sgf'],
      ['\\:', 'constant.character.escape.sgf'],
      ['1', 'string.quoted.other.value.sgf'],
      [']', 'punctuation.definition.string.end.sgf'],
      [')', 'punctuation.section.tree.end.sgf'],
      ['(', 'punctuation.section.tree.begin.sgf'],
      [';', 'punctuation.separator.node.sgf'],
      ['W', 'keyword.control.move.sgf'],
      ['[', 'punctuation.definition.string.begin.sgf'],
      ['ee', 'constant.other.point.sgf'],
      [']', 'punctuation.definition.string.end.sgf'],
      [')', 'punctuation.section.tree.end.sgf'],
      [')', 'punctuation.section.tree.end.sgf'],
      ['', 'source.sgf'],
    ]);
  });
});
