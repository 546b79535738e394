/**
 * Work a directive leaves until its element is in the document and laid out
 * (measuring a font, drawing into a canvas sized from computed styles): the
 * backend runs it once its host has rendered, in the order it was left.
 */
export class AfterRender {
  private pending: (() => void)[] | null = null;

  defer(work: () => void): void {
    (this.pending ??= []).push(work);
  }

  run(): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    for (const work of pending) work();
  }
}
