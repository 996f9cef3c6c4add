// Pure (no vscode import): the hover over a cell of a string-array board — a stone's chain, an empty point's territory.
import { Board } from '../../engine/board';
import { getTerritory } from '../../engine/territory';
import type { Vertex } from '../../engine/types';
import { formatVertex } from '../../engine/pointNames';
import { chainHeadline, pointList, stonesPhrase, xyAndGo, type ChainFacts } from './hoverText';

/**
 * The hover for cell [x, y] of a board given as rows of ' ', 'B' and 'W': over a stone, its chain and liberties;
 * over an empty point, whose territory its region is (the exercism `getTerritory` owner) and its points. Points read "[x,y] C5".
 */
export function textBoardHover(rows: readonly string[], x: number, y: number): string {
  const height = rows.length;
  const at = (v: Vertex): string => xyAndGo(v, height);
  const cell = rows[y]?.[x];
  if (cell === 'B' || cell === 'W') {
    const board = Board.fromRows(rows);
    const chain: ChainFacts = { color: cell, stones: board.getChain(x, y), liberties: board.getLiberties(x, y) };
    return `${chainHeadline(chain)}\n\nStones: ${pointList(chain.stones, at)}  \nLiberties: ${pointList(chain.liberties, at)}`;
  }
  const { owner, territory } = getTerritory(rows, x, y);
  const size = pointsPhrase(territory.length);
  const headline = owner === 'BLACK' ? `Black territory, ${size}` : owner === 'WHITE' ? `White territory, ${size}` : `neutral, ${size}`;
  const region =
    owner === 'NONE'
      ? "No one's territory: the empty region touches both colours, or no stone"
      : `The region, surrounded by ${owner === 'BLACK' ? 'Black' : 'White'} alone`;
  return `**Empty point [${x},${y}] ${formatVertex([x, y], height)}: ${headline}**\n\n${region}: ${pointList(territory, at)}`;
}

function pointsPhrase(count: number): string {
  return stonesPhrase(count).replace('stone', 'point');
}
