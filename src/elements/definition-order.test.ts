// Markup that is in the page before the library loads: the elements upgrade in
// the order they are defined, and a group inside a scene must draw with what it
// inherits from the scene from its first render, never with the defaults.
import { expect, waitUntil } from '@open-wc/testing';

const element = (doc: Document, tag: string, attributes: Record<string, string>, ...children: Element[]): Element => {
  const el = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.append(...children);
  return el;
};

describe('elements defined after their markup', () => {
  it("a scene's src-type reaches its groups before they first draw: their text is never fetched as an image", async () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    try {
      const doc = frame.contentDocument!;
      doc.body.append(
        element(
          doc,
          'lib-sprites-scene',
          { 'src-type': 'TEXT', width: '300', height: '60' },
          element(doc, 'lib-sprites-group', {}, element(doc, 'lib-sprite', { src: 'never-fetched-text' })),
        ),
      );
      const script = doc.createElement('script');
      script.type = 'module';
      script.src = new URL('/src/index.ts', location.href).href;
      doc.head.append(script);
      const win = frame.contentWindow as Window & typeof globalThis;
      await waitUntil(() => win.customElements.get('lib-sprites-group'), 'the library loads in the frame', {
        timeout: 10000,
      });
      const group = doc.querySelector('lib-sprites-group')!;
      await waitUntil(() => group.shadowRoot?.querySelector('.text'), 'the group draws its text', { timeout: 5000 });
      await new Promise((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve, 100)));
      const fetched = win.performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes('never-fetched'));
      expect(fetched).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });
});
