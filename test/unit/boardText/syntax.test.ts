import * as assert from 'node:assert/strict';
import { findBoards, type BoardDetectionOptions } from '../../../src/boardText';

/** Rows of the boards found in `text`, with the container each sits in. */
function found(text: string, options?: BoardDetectionOptions): Array<[string, string[]]> {
  return findBoards(text, options).map((b) => [b.container, [...b.rows]]);
}

/** [start, end) of each board found in `text`. */
function ranges(text: string): Array<[number, number]> {
  return findBoards(text).map((b) => [b.range.start, b.range.end]);
}

describe('boardText: list syntax across languages', () => {
  it('JS single, double and backtick quotes, one line', () => {
    assert.deepEqual(found(`a = ['B ', ' W']; b = ["B ", " W"]; c = [\`B \`, \` W\`]`), [
      ['[', ['B ', ' W']],
      ['[', ['B ', ' W']],
      ['[', ['B ', ' W']],
    ]);
  });

  it('the range runs from the opening bracket to just after the closing one', () => {
    assert.deepEqual(ranges(`x = ["B ", " W"];`), [[4, 16]]);
    assert.deepEqual(ranges(`x = {"B ", " W"};`), [[4, 16]]);
  });

  it('trailing commas and comments of every style between rows', () => {
    const text = '[ // first\n  "B W", /* block */ " W ", # hash\n  "W B", -- dash\n  ]';
    assert.deepEqual(found(text), [['[', ['B W', ' W ', 'W B']]]);
  });

  it('CRLF line endings', () => {
    assert.deepEqual(found('board = [\r\n  "B W",\r\n  " W ",\r\n]\r\n'), [['[', ['B W', ' W ']]]);
  });

  it('Go []string{…}, Java new String[] {…}, C# new[] {…}, C++ vector{…}: the brace list', () => {
    assert.deepEqual(ranges('b := []string{"B ", " W"}'), [[13, 25]]);
    assert.deepEqual(found('new String[] {"B ", " W"}'), [['{', ['B ', ' W']]]);
    assert.deepEqual(found('new[] { "B ", " W" }'), [['{', ['B ', ' W']]]);
    assert.deepEqual(found('std::vector<std::string> b{"B ", " W"};'), [['{', ['B ', ' W']]]);
  });

  it('Rust vec![…] and &[…], Python tuples, nested lists', () => {
    assert.deepEqual(found('let b = vec!["B ", " W"]; let c: &[&str] = &["B ", " W"];'), [
      ['[', ['B ', ' W']],
      ['[', ['B ', ' W']],
    ]);
    assert.deepEqual(found("b = ('B ', ' W')"), [['(', ['B ', ' W']]]);
    assert.deepEqual(found('cases = [["B ", " W"], ["W ", " B"]]'), [
      ['[', ['B ', ' W']],
      ['[', ['W ', ' B']],
    ]);
  });

  it('list builders take two rows: List.of, Arrays.asList, listOf, arrayOf, R c(…)', () => {
    for (const builder of ['List.of', 'Arrays.asList', 'listOf', 'arrayOf', 'c']) {
      assert.deepEqual(found(`${builder}("B ", " W")`), [['(', ['B ', ' W']]], builder);
    }
  });

  it('ordinary call arguments need 3 rows: f("B ", " W") is not a board, f("B ", " W", "  ") is', () => {
    assert.deepEqual(found('f("B ", " W")'), []);
    assert.deepEqual(found('self.assertEqual("B W", "B W")'), []);
    assert.deepEqual(found('g()("B ", " W")'), []);
    assert.deepEqual(found('f("B ", " W", "  ")'), [['(', ['B ', ' W', '  ']]]);
  });

  it('an index bracket a["…"] is not a list', () => {
    assert.deepEqual(found('a[" B "]; a["B ", " W"]; f()[" B "]; m[0][" B "]'), []);
    assert.deepEqual(found('a [" B "]'), [['[', [' B ']]]);
  });

  it('rejects rows of different widths, other characters, escapes and empty lists', () => {
    assert.deepEqual(found('["B ", " W "]'), []);
    assert.deepEqual(found('["B .", " W "]'), []);
    assert.deepEqual(found('["B\\u0020", " W"]'), []);
    assert.deepEqual(found('["b ", " w"]'), []);
    assert.deepEqual(found('["B\t", " W"]'), []);
    assert.deepEqual(found('[]'), []);
  });

  it('rejects a list with any non-literal element, concatenation or missing comma', () => {
    assert.deepEqual(found('["B ", row, " W"]'), []);
    assert.deepEqual(found('["B " + " W", " W"]'), []);
    assert.deepEqual(found('["B " " W"]'), []);
    assert.deepEqual(found('["B ", " W", ...rest]'), []);
  });

  it('rejects rows quoted differently unless requireConsistentQuotes is false', () => {
    assert.deepEqual(found(`["B ", ' W']`), []);
    assert.deepEqual(found(`["B ", ' W']`, { requireConsistentQuotes: false }), [['[', ['B ', ' W']]]);
    assert.equal(findBoards(`["B ", ' W']`, { requireConsistentQuotes: false })[0].quote, '"');
  });

  it('an unclosed list, literal or block comment finds nothing and stops nothing after it', () => {
    assert.deepEqual(found('x = ["B ", " W"'), []);
    assert.deepEqual(found('x = ["B , " W"]; y = ["B ", " W"]'), [['[', ['B ', ' W']]]);
    assert.deepEqual(found('x = [ /* ["B ", " W"]'), [['[', ['B ', ' W']]]);
  });

  it('a board inside a string, a comment or a Markdown fence is found like any other', () => {
    assert.deepEqual(found('// e.g. ["B ", " W"]\n"see [\'B \', \' W\']"\n```\n["B ", " W"]\n```'), [
      ['[', ['B ', ' W']],
      ['[', ['B ', ' W']],
      ['[', ['B ', ' W']],
    ]);
  });

  it('a list with 52 rows of 52 is a board; 53 rows or 53 columns is not', () => {
    const row = (width: number): string => `"${'B'.padEnd(width, ' ')}"`;
    const list = (width: number, height: number): string => `[${new Array(height).fill(row(width)).join(', ')}]`;
    const boards = findBoards(list(52, 52));
    assert.deepEqual([boards.length, boards[0].width, boards[0].height], [1, 52, 52]);
    assert.deepEqual(found(list(53, 2)), []);
    assert.deepEqual(found(list(2, 53)), []);
    assert.deepEqual(found(list(5, 5), { maxSize: 4 }), []);
  });

  it('with anySide, boards above 52×52 are found too (for counting): 53×2, 2×53 and 120×120, in the bracket and YAML forms', () => {
    const row = (width: number): string => `"${'B'.padEnd(width, ' ')}"`;
    const list = (width: number, height: number): string => `[${new Array(height).fill(row(width)).join(', ')}]`;
    const sizes = (text: string): number[][] => findBoards(text, {}, true).map((b) => [b.width, b.height]);
    assert.deepEqual(sizes(`${list(53, 2)}\n${list(2, 53)}\n${list(120, 120)}`), [
      [53, 2],
      [2, 53],
      [120, 120],
    ]);
    assert.deepEqual(sizes(new Array(60).fill(`- ${row(60)}`).join('\n')), [[60, 60]]);
  });

  it('empty text, disabled detection and non-string input find nothing', () => {
    assert.deepEqual(findBoards(''), []);
    assert.deepEqual(findBoards('["B ", " W"]', { enabled: false }), []);
    assert.deepEqual(findBoards(undefined as unknown as string), []);
  });

  it('bad option values fall back to the defaults', () => {
    assert.deepEqual(found('["B ", " W"]', { minRows: Number.NaN, maxSize: 'x' as unknown as number, enabled: 1 as unknown as boolean }), [
      ['[', ['B ', ' W']],
    ]);
  });
});

describe('boardText: YAML block sequences', () => {
  it('one quoted row per `- ` item, the range from the first dash to the last closing quote', () => {
    const text = 'board:\n  - "B W"\n  - " W "   # note\n\n  - "W B"\nnext: 1\n';
    const [board] = findBoards(text);
    assert.deepEqual([board.container, board.rows], ['-', ['B W', ' W ', 'W B']]);
    assert.equal(text.slice(board.range.start, board.range.end), '- "B W"\n  - " W "   # note\n\n  - "W B"');
  });

  it('a sequence at the same indentation as its key, single quotes, and CRLF', () => {
    assert.deepEqual(found('board:\r\n- "B "\r\n- " W"\r\nother: 2\r\n'), [['-', ['B ', ' W']]]);
    assert.deepEqual(found("- 'B '\n- ' W'\n"), [['-', ['B ', ' W']]]);
    assert.deepEqual(found('- \'B \'\n- " W"\n'), []);
  });

  it('any item that is not a single row literal rejects the whole sequence', () => {
    assert.deepEqual(found('- foo\n- "B "\n- " W"\n'), []);
    assert.deepEqual(found('- "B "\n- " W"\n- bar\n'), []);
    assert.deepEqual(found('- "B "\n  continued\n- " W"\n'), []);
    assert.deepEqual(found('- "B ",\n- " W",\n'), []);
    assert.deepEqual(found('- B \n-  W\n'), []);
    assert.deepEqual(found('- `B `\n- ` W`\n'), []);
  });

  it('nested sequences are judged on their own', () => {
    const text = 'cases:\n  - name: a\n    board:\n      - "B "\n      - " W"\n  - name: b\n';
    assert.deepEqual(found(text), [['-', ['B ', ' W']]]);
  });

  it('a single item is not a board, even when wide', () => {
    assert.deepEqual(found('- " B "\n'), []);
  });
});
