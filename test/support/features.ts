/** Features on first use, seen from a page of their own: what its module graph fetched. */
import { waitUntil } from '@open-wc/testing';

export type Win = Window & typeof globalThis;

/** A same-origin frame with the package entry loaded: a module graph of its own, nothing loaded yet. */
export async function pageWithCore(): Promise<{ frame: HTMLIFrameElement; doc: Document; win: Win }> {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const doc = frame.contentDocument!;
  const win = frame.contentWindow as Win;
  const script = doc.createElement('script');
  script.type = 'module';
  script.src = new URL('/src/index.ts', location.href).href;
  doc.head.append(script);
  await waitUntil(() => win.customElements.get('lib-sprites-group'), 'the core loads in the frame', { timeout: 10000 });
  return { frame, doc, win };
}

/** The modules of the frame fetched so far whose path has `part`. */
export const fetched = (win: Win, part: string): string[] =>
  win.performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.includes(part));
