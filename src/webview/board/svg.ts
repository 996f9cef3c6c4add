// Creating SVG elements with attributes (the webview's only way of drawing).

const svgNs = 'http://www.w3.org/2000/svg';

/** A new SVG element `tag` with `attributes` set (values as strings). */
export function svgElement<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string | number> = {}): SVGElementTagNameMap[K] {
  const node = document.createElementNS(svgNs, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

/** A new SVG text element at [x, y] holding `content` as text (never markup). */
export function svgText(content: string, x: number, y: number, className?: string): SVGTextElement {
  const label = svgElement('text', className === undefined ? { x, y } : { x, y, class: className });
  label.textContent = content;
  return label;
}
