// File and stdin input for the CLI; the only place besides the extension host that touches the file system.
import { readFileSync } from 'node:fs';
import { InputError } from './errors';

/** Reads a file's bytes, or standard input's when `path` is `-`; unreadable input is an InputError. */
export function readInput(path: string): Buffer {
  try {
    return readFileSync(path === '-' ? 0 : path);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    const reason = err.code === 'ENOENT' ? 'no such file' : err.code === 'EISDIR' ? 'is a directory' : err.message;
    throw new InputError(`cannot read ${path === '-' ? 'standard input' : path}: ${reason}`);
  }
}
