// Pure: one point named by two properties of a group that must not share points in a node (markup, setup, territory).
import { encodePoint } from '../../sgf/codecs/point';
import type { SgfDiagnostic, SgfProperty } from '../../sgf/types';
import { diagnostic } from './fixes';
import { forEachPoint } from './points';
import type { PointGroup, PropertySpec } from './properties';

/** The code and the rule of each group of properties whose points must be unique within a node. */
const GROUPS: Readonly<Record<PointGroup, { readonly code: string; readonly rule: string }>> = {
  markup: { code: 'markup-point-twice', rule: 'a point takes one of CR, MA, SL, SQ, TR per node' },
  setup: { code: 'setup-point-twice', rule: 'one node may not set a point twice with AB, AW, AE' },
  territory: { code: 'territory-point-twice', rule: 'a point is territory of one player' },
};

/** A property of the node under its FF[4] id (the first one when an id repeats). */
export interface NamedProperty {
  readonly id: string;
  readonly prop: SgfProperty;
}

/** Reports, at the later value, each point that two different properties of one group both name. */
export function checkPointConflicts(
  props: readonly (NamedProperty & { readonly spec: PropertySpec })[],
  width: number,
  height: number,
  out: SgfDiagnostic[],
): void {
  for (const group of Object.keys(GROUPS) as PointGroup[]) {
    const members = props.filter((p) => p.spec.pointGroup === group);
    if (members.length > 1) checkGroup(GROUPS[group], members, width, height, out);
  }
}

function checkGroup(
  group: { readonly code: string; readonly rule: string },
  members: readonly NamedProperty[],
  width: number,
  height: number,
  out: SgfDiagnostic[],
): void {
  const owner = new Uint8Array(width * height);
  for (let k = 0; k < members.length; k++) {
    const mark = k + 1;
    for (const value of members[k].prop.values) {
      let clash = -1;
      let other = 0;
      forEachPoint(value.raw, width, height, (i) => {
        const o = owner[i];
        if (o === 0) owner[i] = mark;
        else if (o !== mark && clash < 0) {
          clash = i;
          other = o;
        }
      });
      if (clash < 0) continue;
      const point = encodePoint([clash % width, Math.floor(clash / width)]);
      const ids = `${members[other - 1].id} and ${members[k].id}`;
      out.push(diagnostic(value.span, 'warning', group.code, `Point ${point} is in both ${ids}: ${group.rule}`));
    }
  }
}
