import * as assert from 'node:assert/strict';
import { parse } from '../../../src/sgf/parse';
import { MAX_DIAGNOSTICS_PER_CODE } from '../../../src/sgf/parseDiagnostics';
import type { SgfCollection, SgfNode } from '../../../src/sgf/types';

/** Every node as plain data: id, spans, tree, properties with raw values and value spans, children ids. */
function plainNode(node: SgfNode) {
  return {
    id: node.id,
    parent: node.parent === null ? null : node.parent.id,
    span: node.span,
    tree: node.tree,
    firstInSequence: node.firstInSequence,
    properties: node.properties.map((p) => ({
      id: p.id,
      idSpan: p.idSpan,
      span: p.span,
      values: p.values.map((v) => ({ raw: v.raw, span: v.span })),
    })),
    children: node.children.map((c) => c.id),
  };
}

/** The games as nested `[id, raw…]` lists with children: structure and raw values only. */
type Shape = { props: string[][]; children: Shape[] };
function shape(node: SgfNode): Shape {
  return {
    props: node.properties.map((p) => [p.id, ...p.values.map((v) => v.raw)]),
    children: node.children.map(shape),
  };
}

function problems(coll: SgfCollection) {
  return coll.diagnostics.map((d) => ({ code: d.code, severity: d.severity, span: d.span }));
}

describe('sgf parse', () => {
  describe('spans', () => {
    it('keeps the exact span of every node, property, id and value', () => {
      const coll = parse('(;B[aa]SZ[19]\n;AB[cc]\n[dd:ee])');
      assert.equal(coll.nodeCount, 2);
      assert.deepEqual(coll.diagnostics, []);
      const root = coll.games[0];
      assert.deepEqual(plainNode(root), {
        id: 0,
        parent: null,
        span: { start: 1, end: 13 },
        tree: { open: 0, close: 29 },
        firstInSequence: true,
        properties: [
          { id: 'B', idSpan: { start: 2, end: 3 }, span: { start: 2, end: 7 }, values: [{ raw: 'aa', span: { start: 3, end: 7 } }] },
          { id: 'SZ', idSpan: { start: 7, end: 9 }, span: { start: 7, end: 13 }, values: [{ raw: '19', span: { start: 9, end: 13 } }] },
        ],
        children: [1],
      });
      assert.deepEqual(plainNode(root.children[0]), {
        id: 1,
        parent: 0,
        span: { start: 14, end: 29 },
        tree: { open: 0, close: 29 },
        firstInSequence: false,
        properties: [
          {
            id: 'AB',
            idSpan: { start: 15, end: 17 },
            span: { start: 15, end: 29 },
            values: [
              { raw: 'cc', span: { start: 17, end: 21 } },
              { raw: 'dd:ee', span: { start: 22, end: 29 } },
            ],
          },
        ],
        children: [],
      });
    });

    it('gives each variation its own tree span and marks the first node of each sequence', () => {
      const text = '(;B[hh](;W[ii];B[jj])(;W[hi]C[h]))';
      const coll = parse(text);
      const [root] = coll.games;
      const [first, second] = root.children;
      assert.deepEqual(
        [root.tree, first.tree, first.children[0].tree, second.tree],
        [
          { open: 0, close: 33 },
          { open: 7, close: 20 },
          { open: 7, close: 20 },
          { open: 21, close: 32 },
        ],
      );
      assert.deepEqual([root.firstInSequence, first.firstInSequence, first.children[0].firstInSequence, second.firstInSequence], [true, true, false, true]);
      assert.equal(text[second.span.start], ';');
      assert.equal(second.span.end, 32);
    });

    it('numbers nodes in file order (pre-order), children in file order, the first child being the main line', () => {
      const coll = parse('(;A[1](;B[2];C[3](;D[4])(;E[5]))(;F[6]))');
      const order: string[] = [];
      const stack = [...coll.games];
      while (stack.length > 0) {
        const node = stack.shift()!;
        order.push(`${node.id}:${node.properties[0].values[0].raw}`);
        stack.unshift(...node.children);
      }
      assert.deepEqual(order, ['0:1', '1:2', '2:3', '3:4', '4:5', '5:6']);
      assert.deepEqual(shape(coll.games[0]), {
        props: [['A', '1']],
        children: [
          {
            props: [['B', '2']],
            children: [
              {
                props: [['C', '3']],
                children: [
                  { props: [['D', '4']], children: [] },
                  { props: [['E', '5']], children: [] },
                ],
              },
            ],
          },
          { props: [['F', '6']], children: [] },
        ],
      });
    });

    it('counts offsets in UTF-16 code units (a surrogate pair is two)', () => {
      const coll = parse('(;C[🙂é]N[围棋];B[aa])');
      const root = coll.games[0];
      assert.deepEqual(root.properties[0].values[0], { raw: '🙂é', span: { start: 3, end: 8 } });
      assert.deepEqual(root.properties[1].values[0], { raw: '围棋', span: { start: 9, end: 13 } });
      assert.deepEqual(root.children[0].span, { start: 13, end: 19 });
    });

    it('keeps CRLF line breaks inside the spans and raw values', () => {
      const text = '(;GM[1]\r\nC[one\r\ntwo]\r\n;B[pd]\r\n)\r\n';
      const coll = parse(text);
      const root = coll.games[0];
      assert.deepEqual(root.properties[1].values[0], { raw: 'one\r\ntwo', span: { start: 10, end: 20 } });
      assert.deepEqual(root.children[0].span, { start: 22, end: 28 });
      assert.deepEqual(root.tree, { open: 0, close: 30 });
      assert.deepEqual(coll.diagnostics, []);
    });
  });

  describe('node objects', () => {
    it('gives the same node object for a node however it is reached', () => {
      const coll = parse('(;A[1](;B[2];C[3])(;D[4]))');
      const root = coll.games[0];
      const [b, d] = root.children;
      assert.equal(b.parent, root);
      assert.equal(d.parent, root);
      assert.equal(b.children[0].parent, b);
      assert.equal(root.children[0], b);
      assert.deepEqual(
        root.children.map((n) => n.id),
        [1, 3],
      );
    });

    it('serialises to JSON without cycles, children by id', () => {
      const coll = parse('(;B[aa](;W[bb])(;W[cc]))');
      assert.deepEqual(JSON.parse(JSON.stringify(coll.games[0])), {
        id: 0,
        span: { start: 1, end: 7 },
        tree: { open: 0, close: 23 },
        firstInSequence: true,
        properties: [{ id: 'B', idSpan: { start: 2, end: 3 }, values: [{ raw: 'aa', span: { start: 3, end: 7 } }], span: { start: 2, end: 7 } }],
        children: [1, 2],
      });
    });
  });

  describe('values', () => {
    const rawCases: [string, string, string[]][] = [
      ['an escaped ] does not end the value', '(;C[a\\]b])', ['a\\]b']],
      ['an escaped backslash before ] leaves the ] closing', '(;C[a\\\\]B[cc])', ['a\\\\']],
      ['an escaped colon stays raw', '(;LB[aa:x\\:y])', ['aa:x\\:y']],
      ['a soft line break (backslash newline) stays raw', '(;C[one \\\ntwo])', ['one \\\ntwo']],
      ['an empty value is an empty string (a pass)', '(;B[])', ['']],
      ['tt stays raw', '(;B[tt])', ['tt']],
      ['a compressed point list stays raw', '(;AB[aa:cc])', ['aa:cc']],
      ['brackets, parentheses and semicolons inside a value are text', '(;C[a [x\\] (y) ;z ])', ['a [x\\] (y) ;z ']],
      [
        'in a long value, an escaped ] does not end it',
        '(;C[a comment longer than the short scan \\] and on]B[cc])',
        ['a comment longer than the short scan \\] and on', 'cc'],
      ],
      [
        'in a long value, an escaped backslash before ] leaves the ] closing',
        '(;C[a comment longer than the short scan \\\\]B[cc])',
        ['a comment longer than the short scan \\\\', 'cc'],
      ],
      [
        'in a long value, three backslashes before ] escape it',
        '(;C[a comment longer than the short scan \\\\\\]x]B[cc])',
        ['a comment longer than the short scan \\\\\\]x', 'cc'],
      ],
      [
        'a long value made only of escapes ends at its first unescaped ]',
        '(;C[\\]\\]\\]\\]\\]\\]\\]\\]\\]\\]\\]\\]\\]\\\\]B[cc])',
        ['\\]\\]\\]\\]\\]\\]\\]\\]\\]\\]\\]\\]\\]\\\\', 'cc'],
      ],
    ];
    for (const [name, text, raws] of rawCases) {
      it(name, () => {
        const coll = parse(text);
        const values = coll.games[0].properties.flatMap((p) => p.values.map((v) => v.raw));
        assert.deepEqual(values.slice(0, raws.length), raws);
      });
    }

    it('reads several values of one property, with whitespace between them', () => {
      const coll = parse('(;AB[aa] [bb]\n\t[cc:dd]W[ee])');
      assert.deepEqual(shape(coll.games[0]).props, [
        ['AB', 'aa', 'bb', 'cc:dd'],
        ['W', 'ee'],
      ]);
      assert.deepEqual(coll.games[0].properties[0].span, { start: 2, end: 22 });
    });

    it('allows whitespace between nodes, ids and values', () => {
      const coll = parse(' ( ; B \n [aa] ; W\t[bb] ( ; B [cc] ) ( ;B[dd] ) ) ');
      assert.deepEqual(coll.diagnostics, []);
      assert.deepEqual(shape(coll.games[0]), {
        props: [['B', 'aa']],
        children: [
          {
            props: [['W', 'bb']],
            children: [
              { props: [['B', 'cc']], children: [] },
              { props: [['B', 'dd']], children: [] },
            ],
          },
        ],
      });
    });

    it('keeps unknown properties as written', () => {
      const coll = parse('(;MULTIGOGM[1]XX[a][b];B[aa]KGSDE[])');
      assert.deepEqual(shape(coll.games[0]).props, [
        ['MULTIGOGM', '1'],
        ['XX', 'a', 'b'],
      ]);
      assert.deepEqual(shape(coll.games[0].children[0]).props, [
        ['B', 'aa'],
        ['KGSDE', ''],
      ]);
    });

    it('keeps FF[3] ids with lowercase letters as written and warns about each', () => {
      const coll = parse('(;PlayerBlack[Honinbo]Comment[hi];b[aa])');
      assert.deepEqual(shape(coll.games[0]), {
        props: [
          ['PlayerBlack', 'Honinbo'],
          ['Comment', 'hi'],
        ],
        children: [{ props: [['b', 'aa']], children: [] }],
      });
      assert.deepEqual(problems(coll), [
        { code: 'bad-property-id', severity: 'hint', span: { start: 2, end: 13 } },
        { code: 'bad-property-id', severity: 'hint', span: { start: 22, end: 29 } },
        { code: 'property-id-without-capitals', severity: 'warning', span: { start: 34, end: 35 } },
      ]);
      // Each hint names the identifier met and what Goban reads it as (Result's capitals are R, which is no RE).
      assert.deepEqual(
        parse('(;PlayerBlack[Honinbo]Result[B+R])').diagnostics.map((d) => d.message),
        [
          'PlayerBlack is an old FF[3] identifier with lowercase letters (FF[4] has uppercase letters only): Goban reads its capitals, PB.',
          'Result is an old FF[3] identifier with lowercase letters (FF[4] has uppercase letters only): Goban reads its capitals, R.',
        ],
      );
    });
  });

  describe('games', () => {
    it('reads several game trees as several games', () => {
      const coll = parse('(;GN[one];B[aa])\n(;GN[two])\n\n(;GN[three];W[bb](;B[cc])(;B[dd]))');
      assert.deepEqual(
        coll.games.map((g) => g.properties[0].values[0].raw),
        ['one', 'two', 'three'],
      );
      assert.equal(coll.nodeCount, 7);
      assert.deepEqual(
        coll.games.map((g) => g.id),
        [0, 2, 3],
      );
      assert.deepEqual(coll.diagnostics, []);
    });

    it('ignores prose before the first game tree and after the last one', () => {
      const text = 'Subject: a game (please review)\n[x] ;y\n(;B[aa])\n-- \nsent (c) 2020 [1]\x1a';
      const coll = parse(text);
      assert.deepEqual(shape(coll.games[0]), { props: [['B', 'aa']], children: [] });
      assert.deepEqual(coll.diagnostics, []);
      assert.equal(coll.games[0].tree.open, text.indexOf('(;'));
    });

    it('reports the moves an unescaped ] and a ) in a comment cut off the game, from the end of the game on', () => {
      const text = '(;GM[1]SZ[19];B[pd]C[The line (see [1]) is better];W[dp];B[pp])\n';
      const coll = parse(text);
      assert.equal(coll.nodeCount, 2);
      assert.deepEqual(
        coll.diagnostics.map((d) => [d.code, d.severity, text.slice(d.span.start, d.span.end)]),
        [['node-outside-tree', 'error', 'is better];W[dp];B[pp])']],
      );
      assert.match(coll.diagnostics[0].message, /after the end of a game is ignored/);
    });

    it('reports properties after a game closed too early, and SGF in the text between two games', () => {
      const early = parse('(;GM[1])FF[4]SZ[9];B[ee]');
      assert.deepEqual(
        early.diagnostics.map((d) => [d.code, d.severity, early.text.slice(d.span.start, d.span.end)]),
        [['node-outside-tree', 'error', 'FF[4]SZ[9];B[ee]']],
      );
      const between = parse('(;B[aa])\nnotes AB[cc]AW[dd]\n(;B[bb])\nsee chapter [1], Q[16]\n(;B[cc])');
      assert.deepEqual(
        between.diagnostics.map((d) => [d.code, d.severity, between.text.slice(d.span.start, d.span.end)]),
        [
          ['node-outside-tree', 'error', 'notes AB[cc]AW[dd]'],
          ['junk', 'warning', 'see chapter [1], Q[16]'],
        ],
      );
    });

    it('leaves prose with a ; and brackets around the games alone (mail, HTML, a header, a signature)', () => {
      for (const text of [
        'Hi all; see [1] for the game.\n(;GM[1];B[aa])',
        '(;GM[1];B[aa])\n-- \nRegards; John [5d KGS]\nQ[16] below, Part IV[a]',
        '<script>var q = 1; arr[0] = 2;</script><pre>(;GM[1];B[aa])</pre>',
        'GoGoD; Game [1941-01-01]\n(;GM[1];B[aa])',
      ]) {
        assert.deepEqual(parse(text).diagnostics, [], text);
      }
    });

    it('reports the nodes before the first game tree of a file that lost its first (', () => {
      const text = 'From a review:\n;GM[1]SZ[19];B[pd];W[dp](;B[pp])(;B[dd]))';
      const coll = parse(text);
      assert.equal(coll.games.length, 2);
      assert.deepEqual(
        coll.diagnostics.map((d) => [d.code, d.severity, text.slice(d.span.start, d.span.end)]),
        [
          ['node-outside-tree', 'error', ';GM[1]SZ[19];B[pd];W[dp]'],
          ['unbalanced-close', 'error', ')'],
        ],
      );
      assert.match(coll.diagnostics[0].message, /before the first game tree is ignored/);
    });
  });

  describe('diagnostics', () => {
    const cases: [string, string, ReturnType<typeof problems>][] = [
      ['an empty text is missing-tree at 0', '', [{ code: 'missing-tree', severity: 'error', span: { start: 0, end: 0 } }]],
      ['prose without a tree is missing-tree', 'no game here', [{ code: 'missing-tree', severity: 'error', span: { start: 0, end: 0 } }]],
      [
        'a NUL before anything that starts SGF (a PNG header) makes the text binary: one error there and no game',
        '\x89PNG\r\n\x1a\n\0\0\0\rIHDR(;B[aa])',
        [{ code: 'binary', severity: 'error', span: { start: 8, end: 9 } }],
      ],
      ['a zero-filled text is binary', '\0\0\0', [{ code: 'binary', severity: 'error', span: { start: 0, end: 1 } }]],
      [
        'NULs between the nodes of a damaged record are stray text: the game stays readable',
        '(;B[aa]\0\0;W[bb])',
        [{ code: 'junk', severity: 'error', span: { start: 7, end: 9 } }],
      ],
      ['NULs and whitespace after the last game are padding, ignored as any text there', '(;B[aa])\0\0\n\0 ', []],
      ['a ( never closed is unbalanced-open at the (', '(;B[aa](;W[bb])', [{ code: 'unbalanced-open', severity: 'error', span: { start: 0, end: 1 } }]],
      [
        'a stray ) right after a game is unbalanced-close (warning)',
        '(;B[aa]))',
        [{ code: 'unbalanced-close', severity: 'warning', span: { start: 8, end: 9 } }],
      ],
      [
        'each stray ) of a run after a game, and one between two games, is a warning when each game starts with a root',
        '(;SZ[9]) )\n)(;SZ[9];W[bb]))',
        [
          { code: 'unbalanced-close', severity: 'warning', span: { start: 9, end: 10 } },
          { code: 'unbalanced-close', severity: 'warning', span: { start: 11, end: 12 } },
          { code: 'unbalanced-close', severity: 'warning', span: { start: 26, end: 27 } },
        ],
      ],
      [
        'strays around games that start with a move are errors when there are several games (one may be the rest of another)',
        '(;B[aa]) )\n)(;W[bb]))',
        [
          { code: 'unbalanced-close', severity: 'error', span: { start: 9, end: 10 } },
          { code: 'unbalanced-close', severity: 'error', span: { start: 11, end: 12 } },
          { code: 'unbalanced-close', severity: 'error', span: { start: 20, end: 21 } },
        ],
      ],
      [
        'a variation cut off by a ) too early leaves an error, not a warning whose fix would make the split permanent',
        '(;GM[1]FF[4]SZ[9];B[ee](;W[gg]))(;W[cc]))',
        [{ code: 'unbalanced-close', severity: 'error', span: { start: 40, end: 41 } }],
      ],
      [
        'a stray ) after nodes outside the game is an error (the game may have closed too early)',
        '(;B[aa]);W[bb])',
        [
          { code: 'node-outside-tree', severity: 'error', span: { start: 8, end: 14 } },
          { code: 'unbalanced-close', severity: 'error', span: { start: 14, end: 15 } },
        ],
      ],
      [
        'a stray ) after a game with an error is an error (a ) inside it may be the wrong one)',
        '(;B[aa](;W[bb]);B[cc]))',
        [
          { code: 'junk', severity: 'error', span: { start: 15, end: 21 } },
          { code: 'unbalanced-close', severity: 'error', span: { start: 22, end: 23 } },
        ],
      ],
      [
        'only the game just closed counts: an error in an earlier game leaves a stray ) after a clean one a warning',
        '(;C)(;SZ[9];B[aa]))',
        [
          { code: 'property-without-value', severity: 'error', span: { start: 2, end: 3 } },
          { code: 'unbalanced-close', severity: 'warning', span: { start: 18, end: 19 } },
        ],
      ],
      [
        'a [ without ] is unterminated-value up to the end (and leaves its tree open)',
        '(;C[abc\\]',
        [
          { code: 'unbalanced-open', severity: 'error', span: { start: 0, end: 1 } },
          { code: 'unterminated-value', severity: 'error', span: { start: 3, end: 9 } },
        ],
      ],
      ['an id without a value is property-without-value', '(;C;B[aa])', [{ code: 'property-without-value', severity: 'error', span: { start: 2, end: 3 } }]],
      ['a property before any ; is missing-semicolon', '(B[aa];W[bb])', [{ code: 'missing-semicolon', severity: 'error', span: { start: 1, end: 2 } }]],
      ['a node after the last ) is node-outside-tree', '(;B[aa]) ;W[bb] [x]', [{ code: 'node-outside-tree', severity: 'error', span: { start: 9, end: 19 } }]],
      [
        'a node after the last ) whose value the text ends inside is node-outside-tree and unterminated-value',
        '(;B[aa]);W[bb',
        [
          { code: 'node-outside-tree', severity: 'error', span: { start: 8, end: 13 } },
          { code: 'unterminated-value', severity: 'error', span: { start: 10, end: 13 } },
        ],
      ],
      ['() is empty-tree', '(;B[aa]()(;W[bb]))', [{ code: 'empty-tree', severity: 'warning', span: { start: 7, end: 9 } }]],
      [
        'a tree that opens with a variation is empty-sequence',
        '((;B[aa])(;W[bb]))',
        [{ code: 'empty-sequence', severity: 'warning', span: { start: 0, end: 1 } }],
      ],
      [
        'text between nodes is junk (error), merged into one span',
        '(;B[aa] 12 [bb] ;W[cc])',
        [{ code: 'junk', severity: 'error', span: { start: 8, end: 15 } }],
      ],
      ['nodes and properties after a variation are junk', '(;B[aa](;W[bb]);C[x](;W[cc]))', [{ code: 'junk', severity: 'error', span: { start: 15, end: 20 } }]],
      ['text between two games is junk (warning)', '(;B[aa]) xx (;W[bb]) yy', [{ code: 'junk', severity: 'warning', span: { start: 9, end: 11 } }]],
    ];
    for (const [name, text, expected] of cases) {
      it(name, () => assert.deepEqual(problems(parse(text)), expected));
    }

    it('still builds the tree around the problems', () => {
      assert.deepEqual(shape(parse('(;B[aa] 12 [bb] ;W[cc])').games[0]), {
        props: [['B', 'aa']],
        children: [{ props: [['W', 'cc']], children: [] }],
      });
      assert.deepEqual(parse('(;B[aa]()(;W[bb]))').games[0].children.map(shape), [{ props: [['W', 'bb']], children: [] }]);
      assert.deepEqual(parse('((;B[aa])(;W[bb]))').games.map(shape), [
        { props: [['B', 'aa']], children: [] },
        { props: [['W', 'bb']], children: [] },
      ]);
      assert.deepEqual(parse('(B[aa];W[bb])').games.map(shape), [{ props: [['B', 'aa']], children: [{ props: [['W', 'bb']], children: [] }] }]);
      const truncated = parse('(;C[abc\\]');
      assert.deepEqual(truncated.games[0].properties[0].values[0], { raw: 'abc\\]', span: { start: 3, end: 9 } });
      assert.deepEqual(truncated.games[0].tree, { open: 0, close: -1 });
    });

    it('parses nodes written without parentheses as one game, reporting missing-tree at the first ;', () => {
      const coll = parse('Game:\n;B[hh];W[ii]');
      assert.deepEqual(coll.games.map(shape), [{ props: [['B', 'hh']], children: [{ props: [['W', 'ii']], children: [] }] }]);
      assert.deepEqual(coll.games[0].tree, { open: -1, close: -1 });
      assert.deepEqual(problems(coll), [{ code: 'missing-tree', severity: 'error', span: { start: 6, end: 7 } }]);
    });

    it('reports at most MAX_DIAGNOSTICS_PER_CODE of one code, then one too-many-problems', () => {
      const text = '(;B[aa]' + ';W[bb]C'.repeat(250) + ')';
      const coll = parse(text);
      const codes = coll.diagnostics.map((d) => d.code);
      assert.equal(codes.filter((c) => c === 'property-without-value').length, MAX_DIAGNOSTICS_PER_CODE);
      assert.deepEqual(coll.diagnostics.at(-1), {
        span: { start: 0, end: 0 },
        severity: 'information',
        code: 'too-many-problems',
        message: '50 more "property-without-value" problems are not shown.',
      });
    });

    it('lists diagnostics in text order, each with a message', () => {
      const coll = parse('(;B[aa]C;W[bb]7)(');
      assert.deepEqual(
        coll.diagnostics.map((d) => [d.code, d.span.start]),
        [
          ['property-without-value', 7],
          ['junk', 14],
          ['unbalanced-open', 16],
        ],
      );
      for (const d of coll.diagnostics) assert.ok(d.message.length > 10);
    });

    const nasty = [
      '\\',
      '[',
      ']]]',
      '(',
      ')',
      '(;',
      '(;[',
      '(;B[\\',
      '(;B[aa]\\',
      '\ud800(;C[\udc00])',
      '(((',
      ')))',
      ';;;',
      '(;;;)',
      '(;B[aa](',
      '()()',
      '(;B [aa] C',
    ];
    for (const text of nasty) {
      it(`never throws and keeps spans inside the text: ${JSON.stringify(text)}`, () => {
        const coll = parse(text);
        for (const d of coll.diagnostics) assert.ok(d.span.start >= 0 && d.span.start <= d.span.end && d.span.end <= text.length);
      });
    }
  });
});
