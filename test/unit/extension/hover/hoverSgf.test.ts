import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RULESETS } from '../../../../src/engine';
import { SgfHoverModel } from '../../../../src/extension/hover/hoverSgf';

const fixture = (name: string) => readFileSync(join(__dirname, '../../../fixtures/extension/hover', name), 'utf8');

/** The hover at `needle` + `delta` in `text`: its markdown and the text its range covers. */
function hoverAt(text: string, needle: string, delta: number, model = SgfHoverModel.fromText(text)): { markdown: string; covers: string } | null {
  const at = text.indexOf(needle);
  assert.ok(at >= 0, `${needle} is in the fixture`);
  const hover = model.hoverAt(at + delta);
  return hover === null ? null : { markdown: hover.markdown, covers: text.slice(hover.span.start, hover.span.end) };
}

const LEGEND = '`#` this chain, `*` its liberties, `X` black, `O` white';

describe('SGF liberties hover', () => {
  const capture = fixture('capture.sgf');

  it('shows the capturing stone after the capture: its chain, liberties in Go and SGF coordinates, a diagram', () => {
    assert.deepEqual(hoverAt(capture, ';B[dd]', 3), {
      covers: '[dd]',
      markdown: [
        '**Black chain of 1 stone, 4 liberties** at D6 (dd), after move 7',
        '',
        'Stones: D6 (dd)  \nLiberties: C6 (cd), D7 (dc), D5 (de), E6 (ed)',
        '',
        '```text\n  B C D E F\n8 . . X . .\n7 . X * X .\n6 . * # * .\n5 . . * . .\n4 . . . . .\n```',
        '',
        LEGEND,
        '',
        'Not captured on this line (it ends at move 10).',
      ].join('\n'),
    });
  });

  it('says when and by whom a chain is captured later on the line the file continues on', () => {
    assert.deepEqual(hoverAt(capture, ';W[dc]', 3), {
      covers: '[dc]',
      markdown: [
        '**White chain of 1 stone, 3 liberties** at D7 (dc), after move 2',
        '',
        'Stones: D7 (dc)  \nLiberties: D8 (db), D6 (dd), E7 (ec)',
        '',
        '```text\n  B C D E F\n9 . . . . .\n8 . . * . .\n7 . X # * .\n6 . . * . .\n5 . . . . .\n```',
        '',
        LEGEND,
        '',
        'Captured later at move 7 (Black D6).',
      ].join('\n'),
    });
  });

  it('treats the move identifier like its value', () => {
    assert.deepEqual(hoverAt(capture, ';W[dc]', 1), hoverAt(capture, ';W[dc]', 2));
    assert.equal(hoverAt(capture, ';W[dc]', 1)?.covers, '[dc]');
  });

  it('follows only first children: a move in a variation ends with its own line', () => {
    const hover = hoverAt(capture, ';W[ee]', 3);
    assert.ok(hover?.markdown.startsWith('**White chain of 1 stone, 4 liberties** at E5 (ee), after move 8'));
    assert.ok(hover?.markdown.endsWith('Not captured on this line (it ends at move 9).'));
  });

  it('shows a ko capture: one stone, one liberty, and who may not retake', () => {
    const ko = fixture('ko.sgf');
    assert.deepEqual(hoverAt(ko, ';B[cb]', 3), {
      covers: '[cb]',
      markdown: [
        '**Black chain of 1 stone, 1 liberty** at C8 (cb), after move 1',
        '',
        'Stones: C8 (cb)  \nLiberties: B8 (bb)',
        '',
        'Ko: White may not retake at B8 (bb) at once.',
        '',
        '```text\n  A B C D E\n9 . X O . .\n8 X * # O .\n7 . X O . .\n6 . . . . .\n5 . . . . .\n```',
        '',
        LEGEND,
        '',
        'Captured later at move 2 (White B8).',
      ].join('\n'),
    });
  });

  it('marks an illegal ko retake, which the file still plays', () => {
    const hover = hoverAt(fixture('ko.sgf'), ';W[bb]', 3);
    assert.deepEqual(hover?.markdown.split('\n\n').slice(0, 4), [
      '**White chain of 1 stone, 1 liberty** at B8 (bb), after move 2',
      'Stones: B8 (bb)  \nLiberties: C8 (cb)',
      '⚠ This move is illegal under Japanese rules (it retakes a ko at once); the file plays it anyway.',
      'Ko: Black may not retake at C8 (cb) at once.',
    ]);
  });

  it('names the rules of the goban.rules override', () => {
    const text = fixture('ko.sgf');
    const hover = hoverAt(text, ';W[bb]', 3, SgfHoverModel.fromText(text, { rules: RULESETS['tromp-taylor'] }));
    assert.equal(hover?.markdown.split('\n\n')[2], '⚠ This move is illegal under Tromp-Taylor rules (it retakes a ko at once); the file plays it anyway.');
  });

  it('shows the setup stone under the cursor inside a compressed rectangle, per corner', () => {
    const setup = fixture('setup.sgf');
    const first = hoverAt(setup, 'AB[cc:dd]', 4);
    const second = hoverAt(setup, 'AB[cc:dd]', 7);
    assert.equal(first?.covers, 'cc');
    assert.equal(second?.covers, 'dd');
    assert.deepEqual(second?.markdown.split('\n\n').slice(0, 2), [
      '**Black chain of 4 stones, 7 liberties** at D6 (dd), after the setup, before the first move',
      'Stones: C7 (cc), C6 (cd), D7 (dc), D6 (dd)  \nLiberties: B7 (bc), B6 (bd), C8 (cb), C5 (ce), D8 (db), D5 (de), E6 (ed)',
    ]);
    assert.equal(hoverAt(setup, 'AB[cc:dd]', 5)?.covers, 'cc', 'the colon belongs to the first corner');
    assert.equal(
      hoverAt(setup, 'AW[ec]', 3)?.markdown.split('\n')[0],
      '**White chain of 1 stone, 3 liberties** at E7 (ec), after the setup, before the first move',
    );
  });

  it('notes a move on an occupied point and the chain it joins', () => {
    const hover = hoverAt(fixture('setup.sgf'), ';W[dc]', 3);
    assert.deepEqual(hover?.markdown.split('\n\n').slice(0, 3), [
      '**White chain of 2 stones, 4 liberties** at D7 (dc), after move 2',
      'Stones: D7 (dc), E7 (ec)  \nLiberties: D8 (db), E8 (eb), E6 (ed), F7 (fc)',
      '⚠ This move is illegal under Japanese rules (the point is occupied); the file plays it anyway.',
    ]);
  });

  it('says when the point is empty at that node: a suicide, or AE', () => {
    const empty = fixture('empty.sgf');
    assert.deepEqual(hoverAt(empty, ';W[aa]', 3), {
      covers: '[aa]',
      markdown:
        "**A5 (aa) is empty** after move 1: White's move there was a suicide and removed its own chain.\n\n" +
        '⚠ This move is illegal under Japanese rules (suicide); the file plays it anyway.',
    });
    assert.deepEqual(hoverAt(empty, 'AE[ab]', 4), { covers: '[ab]', markdown: '**A4 (ab) is empty** after the setup that follows move 2: AE clears it.' });
  });

  it('says who passes over a pass', () => {
    assert.deepEqual(hoverAt(fixture('empty.sgf'), ';B[]', 2), { covers: '[]', markdown: '**Black passes** (move 2).' });
  });

  it('stays silent elsewhere: setup identifiers, other properties, comments, between nodes', () => {
    const empty = fixture('empty.sgf');
    assert.equal(hoverAt(empty, 'AE[ab]', 0), null);
    assert.equal(hoverAt(empty, 'SZ[5]', 3), null);
    assert.equal(hoverAt(empty, 'C[White', 4), null);
    assert.equal(hoverAt(empty, '\n;B[]', 0), null);
    assert.equal(SgfHoverModel.fromText('not sgf at all').hoverAt(3), null);
  });

  it('answers in the right game of a collection', () => {
    const text = '(;SZ[9];B[aa])(;SZ[13];B[aa];W[ba])';
    const model = SgfHoverModel.fromText(text);
    assert.equal(hoverAt(text, ';B[aa]', 3, model)?.markdown.split('\n')[0], '**Black chain of 1 stone, 2 liberties** at A9 (aa), after move 1');
    const second = text.indexOf(';B[aa]', 10);
    assert.equal(model.hoverAt(second + 3)?.markdown.split('\n')[0], '**Black chain of 1 stone, 2 liberties** at A13 (aa), after move 1');
  });
});
