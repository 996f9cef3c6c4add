// Small helpers for building the panels' HTML elements (text always as text nodes, never as markup).

/** A new HTML element `tag` with `attributes` and `children` (strings become text nodes). */
export function html<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | number | boolean> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  element.append(...children);
  return element;
}

/** The element matching `selector` inside `scope`; throws when the page lacks it (a build error, not user input). */
export function requireElement<E extends Element = HTMLElement>(selector: string, scope: ParentNode = document): E {
  const found = scope.querySelector<E>(selector);
  if (found === null) throw new Error(`Goban webview: ${selector} is missing`);
  return found;
}

/** Sets `element`'s text when it differs (no layout work for unchanged text). */
export function setText(element: Element, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}

/** Sets attribute `name` to `value`, or removes it when `value` is null; touches the DOM only when that changes something. */
export function setAttributeTo(element: Element, name: string, value: string | null): void {
  if (value === null) {
    if (element.hasAttribute(name)) element.removeAttribute(name);
  } else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}
