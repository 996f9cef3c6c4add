// Pure: the warning for a CA property that names another encoding than the one the file's bytes are in.
import { canonicalCharset, type DecodedSgfText } from './charset';
import { getProperty } from '../tree';
import type { SgfCollection, SgfDiagnostic } from '../types';

/**
 * A warning at the first game's `CA` value when it names an encoding the bytes are not in (Latin-1 text under
 * `CA[UTF-8]`, a file re-saved as UTF-8 under `CA[GB2312]`): Goban reads the bytes as what they are, but programs that
 * trust `CA` garble the text. Null when `CA` is absent, unknown, or right.
 */
export function charsetMismatch(collection: SgfCollection, decoded: DecodedSgfText): SgfDiagnostic | null {
  if (decoded.declared === undefined) return null;
  const declared = canonicalCharset(decoded.declared);
  if (declared === null || declared === decoded.encoding) return null;
  const root = collection.games[0];
  const ca = root === undefined ? undefined : getProperty(root, 'CA');
  const span = ca?.values[0]?.span ?? ca?.span;
  if (span === undefined) return null;
  return {
    span,
    severity: 'warning',
    code: 'charset-mismatch',
    message: `CA says ${decoded.declared}, but the file's bytes are ${decoded.encoding}: Goban reads them as ${decoded.encoding}; a program that trusts CA will garble the text (write CA[${decoded.encoding}]).`,
  };
}
