// Pure: the spec rules of one SGF node — value types, repeats, what may be mixed in a node, root-only properties.
import * as lexer from '../../sgf/lexer';
import type { SgfDiagnostic, SgfProperty } from '../../sgf/types';
import { checkComposedList } from './composed';
import { duplicateProperty } from './duplicates';
import { diagnostic } from './fixes';
import { checkPointConflicts, type NamedProperty } from './pointConflicts';
import { checkPointList } from './pointLists';
import { PROPERTY_SPECS, type PropertySpec } from './properties';
import { checkSingleValue } from './values';

// A local binding: CommonJS module namespaces read exports through a getter on every call.
const normalizePropertyId = lexer.normalizePropertyId;

/** What the checks of one node need to know about where it is. */
export interface NodeContext {
  readonly text: string;
  readonly width: number;
  readonly height: number;
  readonly isRoot: boolean;
  /** The first game-info property id of an ancestor on this line, or null when no ancestor holds game info. */
  readonly gameInfoAbove: string | null;
}

/** A known property of the node (the first one of its id) with its spec. */
interface Known extends NamedProperty {
  readonly spec: PropertySpec;
}

/**
 * Checks the properties of one node (read once by the caller as `props`), pushing diagnostics in property
 * order, then the node-wide rules. Returns the id of the node's first game-info property, or null.
 */
export function checkNode(props: readonly SgfProperty[], ctx: NodeContext, out: SgfDiagnostic[]): string | null {
  const firsts = new FirstById();
  let known: Known[] | undefined;
  let gameInfo: NamedProperty | null = null;
  let inPointGroups = 0;
  for (let i = 0; i < props.length; i++) {
    const prop = props[i];
    const id = normalizePropertyId(prop.id);
    if (id === '') continue;
    const spec = PROPERTY_SPECS.get(id);
    const first = i === 0 ? undefined : firsts.get(id);
    if (first !== undefined) {
      out.push(duplicateProperty(ctx.text, id, spec?.type, first, prop, props[i - 1].span.end, ctx));
    } else {
      firsts.add({ id, prop });
      if (spec !== undefined) {
        (known ??= []).push({ id, prop, spec });
        if (spec.pointGroup !== undefined) inPointGroups++;
      }
    }
    if (spec === undefined) continue;
    if (spec.kind === 'root' && !ctx.isRoot) {
      out.push(diagnostic(prop.span, 'warning', 'root-property-outside-root', `${id} is a root property: it belongs in the game's first node`));
    }
    if (spec.kind === 'game-info') gameInfo ??= { id, prop };
    checkValues(id, spec, prop, ctx, out, props);
  }
  if (known !== undefined) checkMixing(known, out);
  if (known !== undefined && inPointGroups > 1) checkPointConflicts(known, ctx.width, ctx.height, out);
  if (gameInfo !== null && ctx.gameInfoAbove !== null) {
    const message = `${gameInfo.id} is game info, but an earlier node of this line already holds game info (${ctx.gameInfoAbove}): one game-info node per line`;
    out.push(diagnostic(gameInfo.prop.span, 'warning', 'game-info-twice', message));
  }
  return gameInfo === null ? null : gameInfo.id;
}

function checkValues(id: string, spec: PropertySpec, prop: SgfProperty, ctx: NodeContext, out: SgfDiagnostic[], props: readonly SgfProperty[]): void {
  const type = spec.type;
  if (type === 'points' || type === 'epoints') checkPointList(ctx.text, prop, type === 'epoints', ctx.width, ctx.height, out);
  else if (type === 'label' || type === 'arrow' || type === 'line') checkComposedList(ctx.text, id, type, prop, ctx.width, ctx.height, out);
  else checkSingleValue(id, spec, prop, out, id === 'TM' && props.some((p) => normalizePropertyId(p.id) === 'OT'));
}

/** The first properties of each id of one node, found by a scan (few properties) or a map (many). */
class FirstById {
  readonly list: NamedProperty[] = [];
  private index: Map<string, SgfProperty> | null = null;

  get(id: string): SgfProperty | undefined {
    if (this.index !== null) return this.index.get(id);
    const list = this.list;
    for (let k = 0; k < list.length; k++) if (list[k].id === id) return list[k].prop;
    return undefined;
  }

  add(named: NamedProperty): void {
    this.list.push(named);
    if (this.index !== null) this.index.set(named.id, named.prop);
    else if (this.list.length > 24) this.index = new Map(this.list.map((n) => [n.id, n.prop]));
  }
}

/** B with W, moves with setup, KO or move annotations without a move, annotations that exclude each other. */
function checkMixing(known: readonly Known[], out: SgfDiagnostic[]): void {
  let black: SgfProperty | undefined;
  let white: SgfProperty | undefined;
  let setup: Known | undefined;
  let ko: SgfProperty | undefined;
  let annotations: Known[] | undefined;
  let exclusive: Known[] | undefined;
  for (const k of known) {
    if (k.id === 'B') black = k.prop;
    else if (k.id === 'W') white = k.prop;
    else if (k.id === 'KO') ko = k.prop;
    if (k.spec.kind === 'setup') setup ??= k;
    if (k.spec.kind === 'move-annotation') (annotations ??= []).push(k);
    if (k.spec.exclusiveGroup !== undefined) (exclusive ??= []).push(k);
  }
  if (black !== undefined && white !== undefined) {
    out.push(diagnostic(white.span, 'warning', 'two-moves', 'B and W in one node: a node holds one move'));
  }
  if (black !== undefined || white !== undefined) {
    if (setup !== undefined) out.push(diagnostic(setup.prop.span, 'warning', 'move-and-setup', `Setup property ${setup.id} in a move node`));
  } else {
    if (ko !== undefined) out.push(diagnostic(ko.span, 'warning', 'ko-without-move', 'KO without a B or W move in the same node'));
    for (const a of annotations ?? []) {
      out.push(diagnostic(a.prop.span, 'warning', 'annotation-without-move', `${a.id} annotates a move, but this node has no B or W move`));
    }
  }
  if (exclusive !== undefined && exclusive.length > 1) checkExclusive(exclusive, out);
}

function checkExclusive(exclusive: readonly Known[], out: SgfDiagnostic[]): void {
  for (let k = 1; k < exclusive.length; k++) {
    const group = exclusive[k].spec.exclusiveGroup;
    const earlier = exclusive.slice(0, k).find((e) => e.spec.exclusiveGroup === group);
    if (earlier === undefined) continue;
    const message = `${exclusive[k].id} and ${earlier.id} must not be in one node: ${group} exclude each other`;
    out.push(diagnostic(exclusive[k].prop.span, 'warning', 'annotation-conflict', message));
  }
}
