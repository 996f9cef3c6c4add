import * as assert from 'node:assert/strict';
import type * as vscode from 'vscode';
import { PlaceHandoff } from '../../../../src/extension/boardEditor/placeHandoff';

/** A stand-in for a TextDocument: only its URI and text are read. */
const documentOf = (uri: string, text: string): vscode.TextDocument =>
  ({ uri: { toString: () => uri, scheme: uri.slice(0, uri.indexOf(':')) }, getText: () => text }) as unknown as vscode.TextDocument;

const game = '(;GM[1]SZ[9];B[cc];W[gg])';

describe('PlaceHandoff: the place of a closed editor goes to the editor that replaces it', () => {
  it('hands the place of a closed untitled game to the file saved with the same text, once', () => {
    const handoff = new PlaceHandoff();
    handoff.leave(documentOf('untitled:/w/New Game 1.sgf', ''), game, { gameIndex: 0, nodeOffset: 18 });
    const file = documentOf('file:///w/New Game 1.sgf', game);
    assert.deepEqual(handoff.take(file), { gameIndex: 0, nodeOffset: 18 });
    assert.equal(handoff.take(file), undefined);
  });

  it('hands nothing to a file with other text, to another untitled game, or from a closed file to its copy', () => {
    const handoff = new PlaceHandoff();
    handoff.leave(documentOf('untitled:/w/New Game 1.sgf', game), game, { gameIndex: 0, nodeOffset: 18 });
    assert.equal(handoff.take(documentOf('file:///w/b.sgf', `${game}\n`)), undefined);
    assert.equal(handoff.take(documentOf('untitled:/w/New Game 2.sgf', game)), undefined);
    const files = new PlaceHandoff();
    files.leave(documentOf('file:///w/a.sgf', game), game, { gameIndex: 0, nodeOffset: 18 });
    assert.equal(files.take(documentOf('file:///w/copy-of-a.sgf', game)), undefined);
  });

  it('says whether a file would be given a place without taking it', () => {
    const handoff = new PlaceHandoff();
    const file = documentOf('file:///w/New Game 1.sgf', game);
    assert.equal(handoff.holds(file), false);
    handoff.leave(documentOf('untitled:/w/New Game 1.sgf', ''), game, { gameIndex: 0, nodeOffset: 18 });
    assert.equal(handoff.holds(documentOf('file:///w/b.sgf', `${game}\n`)), false);
    assert.equal(handoff.holds(file), true);
    assert.equal(handoff.holds(file), true);
    assert.deepEqual(handoff.take(file), { gameIndex: 0, nodeOffset: 18 });
    assert.equal(handoff.holds(file), false);
  });
});
