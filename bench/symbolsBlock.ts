// How long one document-symbols request blocks the extension host on a 5 MB / 50,000-node SGF file: the provider
// (SgfSymbols, with its text, parse, outline and conversion) plus what VS Code's host then does with the answer
// (converting every DocumentSymbol to its wire form and serialising it), with a stand-in for the `vscode` module.
// Usage: node --import tsx bench/symbolsBlock.ts [runs]
// Each run is a new document version (as after an edit), then a second request for the same version (outline,
// breadcrumbs and sticky scroll each ask).
import Module from 'node:module';
import { bigGameTree } from '../scripts/harness/benchGames';
import { eventLoopBlock } from './timing';

/** The parts of `vscode` the provider uses, as plain classes. */
const fakeVscode = {
  SymbolKind: { Module: 1, Namespace: 2, Array: 17, Event: 23, Constant: 13, Field: 7 },
  Position: class {
    constructor(
      readonly line: number,
      readonly character: number,
    ) {}
  },
  Range: class {
    constructor(
      readonly start: { line: number; character: number },
      readonly end: { line: number; character: number },
    ) {}
  },
  DocumentSymbol: class {
    children: unknown[] = [];
    constructor(
      readonly name: string,
      readonly detail: string,
      readonly kind: number,
      readonly range: unknown,
      readonly selectionRange: unknown,
    ) {}
  },
  CancellationTokenSource: class {
    token = { isCancellationRequested: false, onCancellationRequested: () => ({ dispose: () => undefined }) };
  },
  Uri: { parse: (value: string) => ({ toString: () => value }) },
  Disposable: class {
    static from(): unknown {
      return { dispose: () => undefined };
    }
    constructor(private readonly onDispose: () => void) {}
    dispose(): void {
      this.onDispose();
    }
  },
  workspace: { onDidCloseTextDocument: () => ({ dispose: () => undefined }) },
};
const moduleWithLoad = Module as unknown as { _load: (request: string, ...rest: unknown[]) => unknown };
const load = moduleWithLoad._load;
moduleWithLoad._load = (request: string, ...rest: unknown[]) => (request === 'vscode' ? fakeVscode : load(request, ...rest));

/** Like VS Code's document: lines kept apart, getText joins them, positionAt uses line starts built once per version. */
class FakeDocument {
  private readonly lines: string[];
  private lineStarts: number[] | undefined;
  readonly uri = { toString: () => 'file:///big.sgf' };
  readonly isClosed = false;
  constructor(
    text: string,
    readonly version: number,
  ) {
    this.lines = text.split('\n');
  }
  getText(): string {
    return this.lines.join('\n');
  }
  positionAt(offset: number): { line: number; character: number } {
    if (this.lineStarts === undefined) {
      this.lineStarts = [0];
      for (const line of this.lines) this.lineStarts.push(this.lineStarts[this.lineStarts.length - 1] + line.length + 1);
    }
    let low = 0;
    let high = this.lines.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.lineStarts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return new fakeVscode.Position(low, offset - this.lineStarts[low]);
  }
}

interface Pos {
  line: number;
  character: number;
}
interface Sym {
  name: string;
  detail: string;
  kind: number;
  range: { start: Pos; end: Pos };
  selectionRange: { start: Pos; end: Pos };
  children: Sym[];
}

/** VS Code's typeConvert.DocumentSymbol.from, then the JSON the host sends to the window. */
function sendToWindow(symbols: Sym[]): number {
  const range = (r: { start: Pos; end: Pos }) => ({
    startLineNumber: r.start.line + 1,
    startColumn: r.start.character + 1,
    endLineNumber: r.end.line + 1,
    endColumn: r.end.character + 1,
  });
  const from = (s: Sym): unknown => ({
    name: s.name,
    detail: s.detail,
    range: range(s.range),
    selectionRange: range(s.selectionRange),
    kind: s.kind - 1,
    tags: [],
    children: s.children.map(from),
  });
  return JSON.stringify(symbols.map(from)).length;
}

function count(symbols: readonly Sym[]): number {
  let n = 0;
  const stack = [...symbols];
  for (let s = stack.pop(); s !== undefined; s = stack.pop()) {
    n++;
    stack.push(...s.children);
  }
  return n;
}

const round = (ms: number): number => Math.round(ms * 10) / 10;

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 5);
  const { parse } = await import('../src/sgf/parse');
  const { buildOutline } = await import('../src/extension/outline/symbolsTree');
  const { SgfSymbols } = await import('../src/extension/outline/symbols');
  const text = bigGameTree({ nodes: 50_000, bytes: 5_000_000, mainLine: 300, branches: 200, seed: 4 });
  console.log(`file: bigGameTree (editor bench, seed 4), ${text.length} characters`);
  const token = new fakeVscode.CancellationTokenSource().token;
  const provider = new SgfSymbols();
  const blocks: number[] = [];
  for (let run = 1; run <= runs; run++) {
    // A one-character change per run, so each is a new text as after an edit.
    const document = new FakeDocument(text.replace('GN[Benchmark tree]', `GN[Benchmark tree ${run}]`), run);
    const requests: string[] = [];
    for (let request = 1; request <= 2; request++) {
      let symbols: Sym[] = [];
      let bytes = 0;
      let sendMs = 0;
      const r = await eventLoopBlock(async () => {
        symbols = (await provider.provideDocumentSymbols(document as never, token as never)) as unknown as Sym[];
        const sending = performance.now();
        bytes = sendToWindow(symbols);
        sendMs = performance.now() - sending;
      });
      if (request === 1) blocks.push(r.longestGapMs);
      requests.push(
        `request ${request}: host blocked ${round(r.longestGapMs)} ms, answered in ${round(r.totalMs)} ms (to the window ${round(sendMs)} ms; ${count(symbols)} symbols, ${Math.round(bytes / 1024)} KB)`,
      );
    }
    const t0 = performance.now();
    const joined = document.getText();
    const t1 = performance.now();
    const coll = parse(joined);
    const t2 = performance.now();
    const outline = buildOutline(coll);
    const t3 = performance.now();
    console.log(
      `run ${run}: ${requests.join('; ')}\n       parts alone: getText ${round(t1 - t0)}, parse ${round(t2 - t1)}, outline ${round(t3 - t2)} ms (${count(outline as unknown as Sym[])} entries)`,
    );
  }
  const sorted = [...blocks].sort((x, y) => x - y);
  console.log(`first request per version: host blocked median ${round(sorted[Math.floor(sorted.length / 2)])} ms, max ${round(sorted[sorted.length - 1])} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
