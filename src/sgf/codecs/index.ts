// Pure: SGF value codecs, one module per value type. No vscode, DOM or Node fs.
export * from './problem';
export * from './point';
export * from './pointList';
export * from './size';
export * from './text';
export * from './scalars';
export * from './dates';
