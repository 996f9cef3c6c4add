// Pure: scratch marks for flood fills — a generation number over a reusable array, so that starting a fill is O(1).

/** Marks over points 0..size-1: `array[p] === generation` marks p in the current fill. One instance per module (never nested). */
export class ScratchMarks {
  /** The marks (reallocated by `next` when a bigger board needs more). */
  array = new Uint32Array(0);
  private generation = 0;

  /** Starts a fill over points 0..size-1 and returns its generation (read `array` after this call). */
  next(size: number): number {
    if (this.array.length < size) this.array = new Uint32Array(size);
    if (++this.generation === 0xffffffff) {
      this.array.fill(0);
      this.generation = 1;
    }
    return this.generation;
  }
}
