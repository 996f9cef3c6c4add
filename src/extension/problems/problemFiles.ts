// The problems around one: the problem games of a parsed file, and the problem files of its folder in name order
// (for Next/Previous Problem and the counter; .sgf files without a problem are passed over).
import * as vscode from 'vscode';
import { findProblem } from '../../game/problems/problemTree';
import { decodeSgfBytes } from '../../sgf/charset/charset';
import { parse } from '../../sgf/parse';
import type { SgfCollection } from '../../sgf/types';
import { logWarning } from '../core/log';

/** The problem games of each parsed file, found once per parse. */
const problemIndices = new WeakMap<SgfCollection, number[]>();

/** The indices of the games of `collection` that are problems. */
export function problemGames(collection: SgfCollection): number[] {
  let indices = problemIndices.get(collection);
  if (indices === undefined) {
    indices = [];
    for (const [index, root] of collection.games.entries()) if (findProblem(root) !== null) indices.push(index);
    problemIndices.set(collection, indices);
  }
  return indices;
}

/** A problem file of a folder, and how many problem games it held when the folder was read. */
export interface ProblemFile {
  readonly uri: vscode.Uri;
  readonly problems: number;
}

/** The .sgf files of the folder of `uri` that hold a problem, sorted by name (`uri` itself always among them). */
export async function siblingProblemFiles(uri: vscode.Uri): Promise<ProblemFile[]> {
  if (uri.scheme === 'untitled') return [{ uri, problems: 1 }];
  const folder = vscode.Uri.joinPath(uri, '..');
  let names: string[];
  try {
    names = (await vscode.workspace.fs.readDirectory(folder))
      .filter(([name, type]) => type === vscode.FileType.File && name.toLowerCase().endsWith('.sgf'))
      .map(([name]) => name)
      .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  } catch (error) {
    logWarning(`Problem mode could not list the folder of ${uri.toString()}: ${String(error)}`);
    return [{ uri, problems: 1 }];
  }
  const files: ProblemFile[] = [];
  for (const name of names) {
    const file = vscode.Uri.joinPath(folder, name);
    const problems = await problemCount(file);
    if (problems > 0 || file.toString() === uri.toString()) files.push({ uri: file, problems: Math.max(1, problems) });
  }
  return files;
}

async function problemCount(file: vscode.Uri): Promise<number> {
  try {
    const { text } = decodeSgfBytes(await vscode.workspace.fs.readFile(file));
    return problemGames(parse(text)).length;
  } catch {
    return 0;
  }
}
