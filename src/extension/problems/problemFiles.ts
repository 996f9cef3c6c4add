// The problem files around one: the .sgf files of its folder in name order, for Next/Previous Problem and the counter.
import * as vscode from 'vscode';

/** The .sgf files of the folder of `uri`, sorted by name (just `uri` when the folder cannot be read). */
export async function siblingSgfFiles(uri: vscode.Uri): Promise<vscode.Uri[]> {
  if (uri.scheme === 'untitled') return [uri];
  const folder = vscode.Uri.joinPath(uri, '..');
  try {
    const entries = await vscode.workspace.fs.readDirectory(folder);
    return entries
      .filter(([name, type]) => type === vscode.FileType.File && name.toLowerCase().endsWith('.sgf'))
      .map(([name]) => name)
      .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
      .map((name) => vscode.Uri.joinPath(folder, name));
  } catch {
    return [uri];
  }
}
