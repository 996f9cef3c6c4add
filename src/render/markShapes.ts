// Pure: SVG path data for the marks drawn on a point and for arrows and lines between points (board units: 1 = one cell).

/** The path of a triangle, square, circle or cross centred on [x, y]. */
export function shapePath(shape: 'TR' | 'SQ' | 'CR' | 'MA', x: number, y: number): string {
  const r = 0.26;
  switch (shape) {
    case 'TR': {
      const h = r * 0.5;
      const w = r * 0.866;
      return `M${n(x)} ${n(y - r)}L${n(x + w)} ${n(y + h)}L${n(x - w)} ${n(y + h)}Z`;
    }
    case 'SQ': {
      const s = r * 0.78;
      return `M${n(x - s)} ${n(y - s)}H${n(x + s)}V${n(y + s)}H${n(x - s)}Z`;
    }
    case 'CR':
      return `M${n(x - r)} ${n(y)}A${n(r)} ${n(r)} 0 1 0 ${n(x + r)} ${n(y)}A${n(r)} ${n(r)} 0 1 0 ${n(x - r)} ${n(y)}Z`;
    case 'MA': {
      const s = r * 0.75;
      return `M${n(x - s)} ${n(y - s)}L${n(x + s)} ${n(y + s)}M${n(x + s)} ${n(y - s)}L${n(x - s)} ${n(y + s)}`;
    }
  }
}

/** The path of a line from [x1, y1] to [x2, y2], with an arrow head at the end when `arrow`. */
export function connectorPath(from: readonly [number, number], to: readonly [number, number], arrow: boolean): string {
  const [x1, y1] = from;
  const [x2, y2] = to;
  let d = `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
  const length = Math.hypot(x2 - x1, y2 - y1);
  if (!arrow || length === 0) return d;
  const ux = (x2 - x1) / length;
  const uy = (y2 - y1) / length;
  const head = 0.3;
  const spread = 0.15;
  const bx = x2 - ux * head;
  const by = y2 - uy * head;
  d += `M${n(bx - uy * spread)} ${n(by + ux * spread)}L${n(x2)} ${n(y2)}L${n(bx + uy * spread)} ${n(by - ux * spread)}`;
  return d;
}

/** A coordinate for SVG path data and attributes: rounded to thousandths, without trailing zeros. */
export function svgNumber(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

const n = svgNumber;
