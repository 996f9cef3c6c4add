// Pure: what SGF FF[4] (with the Go properties of GM[1]) says about each property: its value type and its kind.

/** The value type of a property, as far as the checks need to tell them apart. */
export type ValueType =
  | 'move'
  | 'points'
  | 'epoints'
  | 'none'
  | 'number'
  | 'real'
  | 'double'
  | 'color'
  | 'text'
  | 'simpletext'
  | 'charset'
  | 'date'
  | 'result'
  | 'size'
  | 'label'
  | 'arrow'
  | 'line'
  | 'application'
  | 'figure';

/** The property type of the spec: where a property may appear and what it may be mixed with. */
export type PropertyKind = 'move' | 'setup' | 'root' | 'game-info' | 'move-annotation' | 'node-annotation' | 'markup' | 'other';

/** One property as the spec defines it; `range` = the numbers it allows. List types: points, epoints, label, arrow, line. */
export interface PropertySpec {
  readonly type: ValueType;
  readonly kind: PropertyKind;
  readonly range?: readonly [min: number, max: number];
  /** Set for the properties that must not share a point with another of their group in one node. */
  readonly pointGroup?: PointGroup;
  /** Set for the annotations of which a node may hold only one (BM TE DO IT; DM UC GB GW). */
  readonly exclusiveGroup?: ExclusiveAnnotations;
}

/** Properties whose points must be unique within a node, as the spec says. */
export type PointGroup = 'markup' | 'setup' | 'territory';

/** Annotations that "must not be mixed within a node". */
export type ExclusiveAnnotations = 'BM, TE, DO, IT' | 'DM, UC, GB, GW';

const POINT_GROUPS: Readonly<Record<string, PointGroup>> = {
  CR: 'markup',
  MA: 'markup',
  SL: 'markup',
  SQ: 'markup',
  TR: 'markup',
  AB: 'setup',
  AW: 'setup',
  AE: 'setup',
  TB: 'territory',
  TW: 'territory',
};

const EXCLUSIVE: Readonly<Record<string, ExclusiveAnnotations>> = {
  BM: 'BM, TE, DO, IT',
  TE: 'BM, TE, DO, IT',
  DO: 'BM, TE, DO, IT',
  IT: 'BM, TE, DO, IT',
  DM: 'DM, UC, GB, GW',
  UC: 'DM, UC, GB, GW',
  GB: 'DM, UC, GB, GW',
  GW: 'DM, UC, GB, GW',
};

function spec(type: ValueType, kind: PropertyKind, range?: readonly [number, number]): PropertySpec {
  return range === undefined ? { type, kind } : { type, kind, range };
}

function withGroups(id: string, base: PropertySpec): PropertySpec {
  const pointGroup = POINT_GROUPS[id];
  const exclusiveGroup = EXCLUSIVE[id];
  return {
    ...base,
    ...(pointGroup === undefined ? {} : { pointGroup }),
    ...(exclusiveGroup === undefined ? {} : { exclusiveGroup }),
  };
}

/** Every FF[4] property a Go file may hold, by identifier. */
export const PROPERTY_SPECS: ReadonlyMap<string, PropertySpec> = new Map<string, PropertySpec>(
  (
    [
      ['B', spec('move', 'move')],
      ['W', spec('move', 'move')],
      ['KO', spec('none', 'move')],
      ['MN', spec('number', 'move')],
      ['BL', spec('real', 'move')],
      ['WL', spec('real', 'move')],
      ['OB', spec('number', 'move')],
      ['OW', spec('number', 'move')],
      ['AB', spec('points', 'setup')],
      ['AW', spec('points', 'setup')],
      ['AE', spec('points', 'setup')],
      ['PL', spec('color', 'setup')],
      ['C', spec('text', 'other')],
      ['N', spec('simpletext', 'other')],
      ['DM', spec('double', 'node-annotation')],
      ['GB', spec('double', 'node-annotation')],
      ['GW', spec('double', 'node-annotation')],
      ['UC', spec('double', 'node-annotation')],
      ['HO', spec('double', 'other')],
      ['V', spec('real', 'other')],
      ['BM', spec('double', 'move-annotation')],
      ['TE', spec('double', 'move-annotation')],
      ['DO', spec('none', 'move-annotation')],
      ['IT', spec('none', 'move-annotation')],
      ['AR', spec('arrow', 'other')],
      ['LN', spec('line', 'other')],
      ['LB', spec('label', 'other')],
      ['CR', spec('points', 'markup')],
      ['MA', spec('points', 'markup')],
      ['SL', spec('points', 'markup')],
      ['SQ', spec('points', 'markup')],
      ['TR', spec('points', 'markup')],
      ['DD', spec('epoints', 'other')],
      ['VW', spec('epoints', 'other')],
      ['TB', spec('epoints', 'other')],
      ['TW', spec('epoints', 'other')],
      ['AP', spec('application', 'root')],
      ['CA', spec('charset', 'root')],
      ['FF', spec('number', 'root', [1, 4])],
      ['GM', spec('number', 'root')],
      ['ST', spec('number', 'root', [0, 3])],
      ['SZ', spec('size', 'root')],
      ['AN', spec('simpletext', 'game-info')],
      ['BR', spec('simpletext', 'game-info')],
      ['BT', spec('simpletext', 'game-info')],
      ['CP', spec('simpletext', 'game-info')],
      ['DT', spec('date', 'game-info')],
      ['EV', spec('simpletext', 'game-info')],
      ['GC', spec('text', 'game-info')],
      ['GN', spec('simpletext', 'game-info')],
      ['ON', spec('simpletext', 'game-info')],
      ['OT', spec('simpletext', 'game-info')],
      ['PB', spec('simpletext', 'game-info')],
      ['PC', spec('simpletext', 'game-info')],
      ['PW', spec('simpletext', 'game-info')],
      ['RE', spec('result', 'game-info')],
      ['RO', spec('simpletext', 'game-info')],
      ['RU', spec('simpletext', 'game-info')],
      ['SO', spec('simpletext', 'game-info')],
      ['TM', spec('real', 'game-info')],
      ['US', spec('simpletext', 'game-info')],
      ['WR', spec('simpletext', 'game-info')],
      ['WT', spec('simpletext', 'game-info')],
      ['HA', spec('number', 'game-info')],
      ['KM', spec('real', 'game-info')],
      ['FG', spec('figure', 'other')],
      ['PM', spec('number', 'other')],
    ] as const
  ).map(([id, base]) => [id, withGroups(id, base)]),
);

/** Whether values of this type are free text, where a literal `]` is plausible content (C, GC, N, PB, …). */
export function isFreeText(type: ValueType): boolean {
  return type === 'text' || type === 'simpletext';
}
