import * as assert from 'node:assert/strict';
import MarkdownIt from 'markdown-it';
import { diagramHtml, gobanMarkdownPlugin } from '../../../src/render/markdownDiagrams';

/** Renders `markdown` with a real markdown-it and the Goban plugin. */
function render(markdown: string): string {
  return gobanMarkdownPlugin(new MarkdownIt()).render(markdown);
}

/** A fenced block of `language` (with its info words) around `content`. */
function fence(info: string, ...lines: string[]): string {
  return ['```' + info, ...lines, '```', ''].join('\n');
}

/** The diagrams of rendered HTML: each one's stones as "x,y:colour" and its numbers. */
function diagramsOf(html: string): Array<{ stones: string[]; numbers: string[] }> {
  return [...html.matchAll(/<svg [^>]*data-goban-diagram=""[^]*?<\/svg>/g)].map(([svg]) => {
    const points = [...svg.matchAll(/<g data-vertex="([^"]*)"(?: data-color="([BW])")?[^>]*>(.*?)<\/g>/g)];
    return {
      stones: points.filter((m) => m[2] !== undefined).map((m) => `${m[1]}:${m[2]}`),
      numbers: points.flatMap((m) => [...m[3].matchAll(/<text class="goban-number"[^>]*>([^<]*)<\/text>/g)].map((n) => `${m[1]}:${n[1]}`)),
    };
  });
}

/** The error boxes of rendered HTML, as their text. */
function errorsOf(html: string): string[] {
  return [...html.matchAll(/<div class="goban-diagram-error" data-goban-diagram-error="">([^<]*)<\/div>/g)].map((m) => m[1]);
}

/** The code blocks of rendered HTML: class attribute (or '') and text. */
function codeBlocksOf(html: string): string[] {
  return [...html.matchAll(/<pre><code(?: class="([^"]*)")?>([^]*?)<\/code><\/pre>/g)].map((m) => `${m[1] ?? ''}|${m[2]}`);
}

describe('Markdown preview: ```sgf and ```goban fences as diagrams', () => {
  it('draws an ```sgf block as one <svg data-goban-diagram> in a diagram block, with its stones', () => {
    const html = render(fence('sgf', '(;GM[1]SZ[9];B[ee];W[cc];B[gc];W[eg])'));
    // code-line and data-line (the fence's first source line) let the preview's scroll sync find the block.
    assert.ok(
      html.startsWith('<div class="goban-diagram-block code-line" data-line="0"><svg xmlns="http://www.w3.org/2000/svg" data-goban-diagram=""'),
      html.slice(0, 120),
    );
    assert.ok(html.endsWith('</svg>\n</div>\n'));
    assert.deepEqual(diagramsOf(html), [{ stones: ['2,2:W', '6,2:B', '4,4:B', '4,6:W'], numbers: [] }]);
    assert.match(html, /aria-label="9×9 board, Black to play"/);
    assert.equal(codeBlocksOf(html).length, 0);
  });

  it('reads the options after the language: move=3 numbers=1-3 crop=A1-E5 draws the lower-left corner with 1–3', () => {
    const html = render(fence('sgf move=3 numbers=1-3 crop=A1-E5', '(;SZ[9];B[ai];W[bh];B[cg];W[dd];B[ii])'));
    assert.deepEqual(diagramsOf(html), [{ stones: ['2,6:B', '1,7:W', '0,8:B'], numbers: ['2,6:3', '1,7:2', '0,8:1'] }]);
    assert.match(html, /viewBox="-1.4 2.6 6.8 6.8"/);
    assert.match(html, /aria-label="9×9 board, White to play"/);
  });

  it('reads the language and options in any case and the ~~~ fence, coordinates=off drawing no labels', () => {
    const html = render(['~~~ SGF Coordinates=off', '(;SZ[3];B[aa])', '~~~', ''].join('\n'));
    assert.deepEqual(diagramsOf(html), [{ stones: ['0,0:B'], numbers: [] }]);
    assert.equal(html.includes('goban-coordinates'), false);
  });

  it('draws a ```goban block of an exercism board (JSON array of strings)', () => {
    const html = render(fence('goban', '[', '  "  B  ",', '  " B B ",', '  "B W B",', '  " W W ",', '  "  W  "', ']'));
    assert.deepEqual(diagramsOf(html), [{ stones: ['2,0:B', '1,1:B', '3,1:B', '0,2:B', '2,2:W', '4,2:B', '1,3:W', '3,3:W', '2,4:W'], numbers: [] }]);
    assert.match(html, /aria-label="5×5 board, Black to play"/);
  });

  it('draws a ```goban block of X/O/. rows and of a Python list', () => {
    assert.deepEqual(diagramsOf(render(fence('goban', 'X.O', '.X.'))), [{ stones: ['0,0:B', '2,0:W', '1,1:B'], numbers: [] }]);
    assert.deepEqual(diagramsOf(render(fence('goban crop=B1-D2', "board = ['B B  ', ' W B ']"))), [{ stones: ['2,0:B', '1,1:W', '3,1:B'], numbers: [] }]);
  });

  it('draws every diagram block of a document and leaves the text between them alone', () => {
    const html = render(['# Joseki', '', fence('sgf', '(;SZ[5];B[cc])'), 'Then *White*:', '', fence('sgf', '(;SZ[5];B[cc];W[dc])')].join('\n'));
    assert.deepEqual(
      diagramsOf(html).map((d) => d.stones),
      [['2,2:B'], ['2,2:B', '3,2:W']],
    );
    assert.match(html, /^<h1>Joseki<\/h1>\n/);
    assert.match(html, /<p>Then <em>White<\/em>:<\/p>/);
  });

  describe('blocks that cannot be drawn: an error line, then the source as a code block', () => {
    const cases: Array<[string, string, string, string]> = [
      [
        'an unknown option',
        'sgf bogus=1',
        '(;SZ[5];B[aa])',
        'Goban: unknown diagram option &#34;bogus=1&#34; (use game=, move=, numbers=, crop=, coordinates=)',
      ],
      ['a bad value', 'sgf move=x', '(;SZ[5];B[aa])', 'Goban: move= needs a whole number, not &#34;x&#34;'],
      [
        'no SGF game',
        'sgf',
        'no game here <b>',
        'Goban: no SGF game found (No game tree: SGF text must contain &#34;(;&#34; followed by nodes and a closing &#34;)&#34;.)',
      ],
      ['a move past the end', 'sgf move=5', '(;SZ[5];B[aa])', 'Goban: move=5: the line has 1 move'],
      ['a crop off the board', 'sgf crop=A1-K10', '(;SZ[5];B[aa])', 'Goban: crop &#34;A1-K10&#34; is not two points on this 5×5 board'],
      ['a game the file lacks', 'sgf game=1', '(;SZ[5];B[aa])', 'Goban: game=1: the file has 1 game (0-based)'],
      ['a typed board with move=', 'goban move=1', 'X.O', 'Goban: a typed board takes only crop= and coordinates='],
      ['a typed board too large', 'goban', JSON.stringify([' '.repeat(53)]), 'Goban: the board is 53×1; diagrams go up to 52×52'],
      [
        'no typed board',
        'goban',
        'hello',
        'Goban: board row 0 column 0: unexpected &#34;h&#34; (use &#39; &#39; or &#39;.&#39; empty, B or X black, W or O white)',
      ],
    ];
    for (const [what, info, content, error] of cases) {
      it(`${what} (${info})`, () => {
        const html = render(fence(info, content));
        assert.deepEqual(errorsOf(html), [error]);
        assert.deepEqual(diagramsOf(html), []);
        const language = info.split(' ')[0];
        assert.deepEqual(codeBlocksOf(html), [`language-${language}|${new MarkdownIt().utils.escapeHtml(content)}\n`]);
        assert.ok(html.startsWith('<div class="goban-diagram-error"'));
      });
    }
  });

  it('leaves other fences as markdown-it renders them', () => {
    for (const markdown of [
      fence('js', 'let a = 1 < 2;'),
      fence('', 'plain'),
      fence('sgfx', '(;SZ[5])'),
      fence('text sgf', '(;SZ[5])'),
      '    (;SZ[5];B[aa])\n',
    ]) {
      assert.equal(render(markdown), new MarkdownIt().render(markdown), markdown);
    }
  });

  describe('never lets text of the document through unescaped', () => {
    const script = '<script>alert(1)</script>';

    it('drops comments and player names of a drawn game, and escapes labels', () => {
      const html = render(
        fence('sgf', `(;SZ[5]PB[${script}]PW[<img src=x onerror=alert(1)>]GN[${script}]C[${script}];B[aa]C[${script}]LB[cc:<b>][dd:${script}])`),
      );
      assert.equal(diagramsOf(html).length, 1);
      assert.equal(/<script|<img|<b>/.test(html), false, html);
      assert.match(html, /<text class="goban-label"[^>]*>&#60;b&#62;<\/text>/);
      assert.match(html, /<text class="goban-label"[^>]*>&#60;script&#62;alert\(1\)&#60;\/script&#62;<\/text>/);
    });

    it('escapes the source and the message of a block that fails', () => {
      const html = render(fence(`sgf ${script}`, `(;SZ[5]C[${script}];B[aa])`));
      assert.equal(/<script/.test(html), false, html);
      assert.deepEqual(errorsOf(html), [
        'Goban: unknown diagram option &#34;&#60;script&#62;alert(1)&#60;/script&#62;&#34; (use game=, move=, numbers=, crop=, coordinates=)',
      ]);
      assert.match(html, /<pre><code class="language-sgf">\(;SZ\[5\]C\[&lt;script&gt;alert\(1\)&lt;\/script&gt;\];B\[aa\]\)\n<\/code><\/pre>/);
    });

    it('escapes a failing typed board', () => {
      const html = render(fence('goban', script));
      assert.equal(/<script/.test(html), false, html);
      assert.equal(errorsOf(html).length, 1);
    });
  });

  describe('diagramHtml', () => {
    it('returns the HTML of a diagram or the reason there is none, never throwing', () => {
      const drawn = diagramHtml('sgf', 'coordinates=off', '(;SZ[3];B[bb])');
      assert.ok(drawn.ok);
      assert.match(drawn.html, /^<div class="goban-diagram-block"><svg [^>]*>\n/);
      assert.deepEqual(diagramHtml('goban', '', ''), { ok: false, error: 'board is empty' });
      assert.deepEqual(diagramHtml('sgf', 'numbers=1-', '(;SZ[5])'), { ok: false, error: 'numbers=1: the line has 0 moves' });
    });
  });
});
