// SGF files in a legacy encoding (CA[GB2312], Shift_JIS without CA...): VS Code decodes every file as UTF-8 unless told
// otherwise, so their names became U+FFFD and the first save, from the board or the text, wrote those for good. When an
// .sgf document opens as UTF-8 with undecodable bytes, it is reopened (re-decoded in place) in the encoding its CA or
// detection names, which is also the encoding VS Code then saves it in. Done for text and board editors alike: both save
// the same TextDocument, and the diagnostics, outline and hovers read its text.
import * as vscode from 'vscode';
import { decodeSgfBytes, type DecodedSgfText } from '../../sgf/charset/charset';
import { legacyVerdict } from '../../sgf/charset/charsetSafety';
import { logError, logInfo } from '../core/log';
import { vscodeEncodingOf } from './vscodeEncodings';

/** Reopens .sgf documents that VS Code opened as broken UTF-8 in their SGF encoding, as each opens. */
export function registerSgfEncoding(): vscode.Disposable {
  const seen = new Set<string>();
  const check = (document: vscode.TextDocument): void => {
    const key = document.uri.toString();
    if (document.languageId !== 'sgf' || seen.has(key)) return;
    seen.add(key);
    void reopenInSgfEncoding(document).catch((error: unknown) => logError(`Could not reopen ${key} in its SGF encoding`, error));
  };
  vscode.workspace.textDocuments.forEach(check);
  return vscode.Disposable.from(
    // A change of language mode closes and reopens the document, so a file set to SGF later is checked then.
    vscode.workspace.onDidOpenTextDocument(check),
    vscode.workspace.onDidCloseTextDocument((document) => seen.delete(document.uri.toString())),
  );
}

/**
 * What was done with `document`: nothing (`kept`: valid UTF-8, not open as UTF-8, dirty or unreadable), `reopened` in
 * its SGF encoding, or `warned` that saving writes U+FFFD over the bytes VS Code could not read (the user set
 * files.encoding; the file is mostly UTF-8 with a few stray bytes, which one legacy encoding would garble whole; or
 * VS Code has no such encoding).
 */
export async function reopenInSgfEncoding(document: vscode.TextDocument): Promise<'kept' | 'reopened' | 'warned'> {
  // VS Code's default decoding replaces every undecodable byte by U+FFFD: without one, the bytes were valid UTF-8.
  if (document.encoding !== 'utf8' || document.isDirty || !document.getText().includes('\ufffd')) return 'kept';
  if (vscode.workspace.fs.isWritableFileSystem(document.uri.scheme) !== true) return 'kept';
  const bytes = await vscode.workspace.fs.readFile(document.uri);
  const decoded = decodeSgfBytes(bytes);
  if (decoded.encoding === 'UTF-8') return 'kept';
  const name = vscode.workspace.asRelativePath(document.uri);
  const warn = (why: string): 'warned' => {
    logInfo(`${name} is not UTF-8 throughout (${describe(decoded)}), but ${why}: left open as UTF-8.`);
    void vscode.window.showWarningMessage(
      vscode.l10n.t('{0} holds bytes VS Code cannot read as UTF-8 (shown as �): saving it, from the board or the text, writes � in their place.', name),
    );
    return 'warned';
  };
  const chosen = userEncoding(document);
  if (chosen !== undefined) return warn(`files.encoding is set to "${chosen}" for it`);
  const verdict = legacyVerdict(bytes, decoded);
  if (verdict === 'mostlyUtf8') return warn('most of it is UTF-8 (a few stray bytes, which one legacy encoding would not fix)');
  if (verdict !== 'legacy') return warn(`${decoded.encoding} does not read it whole (${verdict})`);
  const encoding = vscodeEncodingOf(decoded.encoding);
  if (encoding === null) return warn('VS Code cannot open or save that encoding');
  // Dirty by now (an edit since the checks above) makes openTextDocument throw: then nothing is changed.
  if (document.isDirty) return 'kept';
  await vscode.workspace.openTextDocument(document.uri, { encoding });
  logInfo(`${name} is ${describe(decoded)}: reopened with VS Code's encoding "${encoding}" (it was read as UTF-8), which saving keeps.`);
  return 'reopened';
}

/** The files.encoding value the user set for the document (any scope, [sgf] included), if any. */
function userEncoding(document: vscode.TextDocument): string | undefined {
  const set = vscode.workspace.getConfiguration('files', document).inspect<string>('encoding');
  if (set === undefined) return undefined;
  return (
    set.workspaceFolderLanguageValue ??
    set.workspaceLanguageValue ??
    set.globalLanguageValue ??
    set.workspaceFolderValue ??
    set.workspaceValue ??
    set.globalValue
  );
}

function describe(decoded: DecodedSgfText): string {
  const how = decoded.source === 'ca' ? `CA[${decoded.declared ?? ''}]` : decoded.source === 'detected' ? 'detected' : decoded.source;
  return `${decoded.encoding} (${how})`;
}
