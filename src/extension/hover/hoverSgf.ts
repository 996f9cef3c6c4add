// Pure (no vscode import): the liberties hover over a move or setup point in SGF text — which point, which chain.
import type { Vertex } from '../../engine/types';
import { GameReplay, type RuleOverrides } from '../../game';
import { decodeLetters, decodePoint } from '../../sgf/codecs/point';
import { parse } from '../../sgf/parse';
import { findNodeAt } from '../../sgf/tree';
import type { SgfCollection, SgfNode, SgfProperty, SgfValue, Span } from '../../sgf/types';
import { describeChainInGame, describePass } from './hoverSgfChain';

/** A hover: its markdown and the text it is about (a value, or one corner of a compressed rectangle). */
export interface HoverContent {
  readonly markdown: string;
  readonly span: Span;
}

const POINT_PROPERTIES: ReadonlySet<string> = new Set(['B', 'W', 'AB', 'AW', 'AE']);

/** One parsed SGF text and the replays of its games, answering hovers at any offset. */
export class SgfHoverModel {
  private readonly replays = new Map<SgfNode, GameReplay>();

  constructor(
    /** The parsed text. */
    readonly collection: SgfCollection,
    private readonly overrides: RuleOverrides = {},
  ) {}

  /** Parses `text` (rules from each game unless overridden). */
  static fromText(text: string, overrides: RuleOverrides = {}): SgfHoverModel {
    return new SgfHoverModel(parse(text), overrides);
  }

  /** The hover at `offset`: over a B/W/AB/AW/AE point (or a move's identifier), the chain there after that node; else null. */
  hoverAt(offset: number): HoverContent | null {
    const node = findNodeAt(this.collection, offset);
    if (node === undefined) return null;
    const target = pointPropertyAt(node, offset);
    if (target === null) return null;
    const replay = this.replayOf(node);
    const { width, height } = replay.settings;
    const { property, value } = target;
    const isMove = property.id === 'B' || property.id === 'W';
    if (isMove) {
      const decoded = decodePoint(value.raw, width, height);
      if (decoded === null) return null;
      if (decoded === 'pass') return { markdown: describePass(replay, node, property.id as 'B' | 'W'), span: value.span };
      return { markdown: describeChainInGame(replay, node, decoded, property), span: value.span };
    }
    const corner = cornerAt(value, offset);
    if (corner === null || corner.vertex[0] >= width || corner.vertex[1] >= height) return null;
    return { markdown: describeChainInGame(replay, node, corner.vertex, property), span: corner.span };
  }

  private replayOf(node: SgfNode): GameReplay {
    let root = node;
    while (root.parent !== null) root = root.parent;
    let replay = this.replays.get(root);
    if (replay === undefined) {
      replay = GameReplay.open(this.collection, this.collection.games.indexOf(root), this.overrides);
      this.replays.set(root, replay);
    }
    return replay;
  }
}

/** The B/W/AB/AW/AE value under `offset` in `node` (a move's identifier counts as its value), or null. */
function pointPropertyAt(node: SgfNode, offset: number): { property: SgfProperty; value: SgfValue } | null {
  for (const property of node.properties) {
    if (offset < property.span.start || offset >= property.span.end || !POINT_PROPERTIES.has(property.id)) continue;
    if (offset < property.idSpan.end) {
      const first = property.values[0];
      return (property.id === 'B' || property.id === 'W') && first !== undefined ? { property, value: first } : null;
    }
    const value = property.values.find((v) => offset >= v.span.start && offset < v.span.end);
    return value === undefined ? null : { property, value };
  }
  return null;
}

/** The point of a point-list value under `offset`: the value itself, or the corner of `aa:cc` the offset is in. */
function cornerAt(value: SgfValue, offset: number): { vertex: Vertex; span: Span } | null {
  const rawStart = value.span.start + 1;
  const colon = value.raw.indexOf(':');
  if (colon < 0) {
    const vertex = decodeLetters(value.raw);
    return vertex === null ? null : { vertex, span: value.span };
  }
  const second = offset > rawStart + colon;
  const raw = second ? value.raw.slice(colon + 1) : value.raw.slice(0, colon);
  const vertex = decodeLetters(raw);
  const start = second ? rawStart + colon + 1 : rawStart;
  return vertex === null ? null : { vertex, span: { start, end: start + raw.length } };
}
