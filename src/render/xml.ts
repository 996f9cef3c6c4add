// Pure: text made safe to put inside XML/HTML text or a quoted attribute.

/** Anything but tab, newline, carriage return and U+0020…U+FFFD: the characters XML 1.0 forbids (C0 controls, U+FFFE, U+FFFF). */
const FORBIDDEN = /[^\t\n\r\u0020-\ufffd]/g;

/** `text` with &, <, >, " and ' escaped, so it can only ever be text; characters XML forbids (controls) become U+FFFD. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(FORBIDDEN, '\ufffd');
}
