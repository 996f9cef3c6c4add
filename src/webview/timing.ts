// How long the webview took to show something, as User Timing measures that benchmarks read.

/** Records how long showing something took since `start` under `name`; keeps the last few hundred of each name. */
export function measure(name: string, start: number): void {
  if (performance.getEntriesByName(name, 'measure').length >= 500) performance.clearMeasures(name);
  performance.measure(name, { start, end: performance.now() });
}
