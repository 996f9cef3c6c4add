// Pure: the English labels of the game-info fields (translated with t()).
import type { GameInfoField } from '../../shared/views';

/** The English label of each game-info field. */
export const gameInfoLabels: Readonly<Record<GameInfoField, string>> = {
  PB: 'Black player',
  BR: 'Black rank',
  BT: 'Black team',
  PW: 'White player',
  WR: 'White rank',
  WT: 'White team',
  KM: 'Komi',
  HA: 'Handicap',
  RE: 'Result',
  RU: 'Rules',
  TM: 'Time limit',
  OT: 'Overtime',
  DT: 'Date',
  EV: 'Event',
  RO: 'Round',
  PC: 'Place',
  GN: 'Game name',
  GC: 'Game comment',
  SO: 'Source',
  AN: 'Annotator',
  US: 'Entered by',
  CP: 'Copyright',
  ON: 'Opening',
};
