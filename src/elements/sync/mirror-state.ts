/**
 * Which way a mirror (docs/architecture.md#glossary) is writing: the DOM into
 * the model, the model into the DOM, or neither. While one side is written,
 * what the other side reports back is an echo of that write and is not
 * applied again: that is what keeps DOM → model → DOM from looping. A group's
 * `SpritesSync` and a scene's `SceneSync` each have one.
 */
export type MirrorWrite = 'idle' | 'dom-to-model' | 'model-to-dom';

/**
 * How many mirrors are writing a model into their DOM right now, page-wide: the
 * attribute callbacks of those writes have nothing to take back to a model, and
 * the fields layer learns it here before it looks for the element's group (a
 * scene whose controller inserts 5,000 groups makes about 45,000 such callbacks).
 */
let writingDom = 0;

export const anyMirrorWritingDom = (): boolean => writingDom > 0;

export class MirrorState {
  /** The write under way (the innermost one, when a write starts another). */
  current: MirrorWrite = 'idle';

  /** Runs `write` as a write in `direction`, then goes back to the write it interrupted, if any. */
  run<T>(direction: Exclude<MirrorWrite, 'idle'>, write: () => T): T {
    const interrupted = this.current;
    this.current = direction;
    if (direction === 'model-to-dom') writingDom++;
    try {
      return write();
    } finally {
      this.current = interrupted;
      if (direction === 'model-to-dom') writingDom--;
    }
  }
}
