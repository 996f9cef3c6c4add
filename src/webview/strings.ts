// Pure: the webview's string lookup — the host's translations of src/shared/webviewStrings.ts, English as fallback.
import type { WebviewStrings } from '../shared/protocol';

let translations: WebviewStrings = {};

/** Replaces `{0}`, `{1}`… in `template` with `args` (a placeholder without an argument stays as written). */
export function format(template: string, args: readonly (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const value = args[Number(index)];
    return value === undefined ? whole : String(value);
  });
}

/** The translation of `english` in `strings` (or `english` itself) with its placeholders filled in. */
export function translate(strings: WebviewStrings, english: string, args: readonly (string | number)[] = []): string {
  const local = Object.prototype.hasOwnProperty.call(strings, english) ? strings[english] : undefined;
  return format(typeof local === 'string' && local !== '' ? local : english, args);
}

/** Sets the translations `t` uses (from the HTML's data-strings). */
export function setStrings(strings: WebviewStrings): void {
  translations = strings;
}

/** The UI text for `english` (one of webviewStringKeys), translated when the host gave a translation. */
export function t(english: string, ...args: (string | number)[]): string {
  return translate(translations, english, args);
}

/** Reads data-strings JSON; anything that is not an object of strings gives {}. */
export function parseStrings(json: string | undefined): WebviewStrings {
  try {
    const value: unknown = JSON.parse(json ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const result: Record<string, string> = {};
    for (const [key, text] of Object.entries(value as Record<string, unknown>)) if (typeof text === 'string') result[key] = text;
    return result;
  } catch {
    return {};
  }
}
