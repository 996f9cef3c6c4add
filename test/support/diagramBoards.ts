// Diagrams for render tests: boards written as a map of stones, and plain diagrams with some fields replaced.
import { plainDiagram, type Diagram } from '../../src/render/diagram';

/** An empty width × height board with stones placed: `stones` maps "x,y" to 'X' or 'O'. */
export function board(width: number, height: number, stones: Record<string, 'X' | 'O'> = {}): string[] {
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    let row = '';
    for (let x = 0; x < width; x++) row += stones[`${x},${y}`] ?? '.';
    rows.push(row);
  }
  return rows;
}

/** A diagram of `rows` with some fields replaced. */
export function diagramOf(rows: readonly string[], fields: Partial<Diagram> = {}): Diagram {
  return { ...plainDiagram(rows), ...fields };
}
