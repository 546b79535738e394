// axe-core on the demo (index.html) as a visitor loads it: the whole page, every rule.
import { expect, waitUntil } from '@open-wc/testing';
import { openDemo } from './support/page.js';

type AxeWindow = Window & {
  eval(source: string): unknown;
  axe: { run(context: Document, options: object): Promise<{ violations: { id: string; nodes: unknown[] }[] }> };
};

describe('the demo page, for assistive technology', function () {
  this.timeout(60000);
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => frame?.remove());

  it('has no axe violation once it has drawn', async () => {
    const demo = await openDemo<AxeWindow>();
    frame = demo.frame;
    const { win, doc } = demo;
    // The model pane is written once the dress-up group has its model: then the page is whole.
    await waitUntil(() => (doc.getElementById('json')?.textContent ?? '') !== '', 'the model pane is written', {
      timeout: 30000,
    });
    win.eval(await (await fetch('/node_modules/axe-core/axe.min.js')).text());
    const { violations } = await win.axe.run(doc, { resultTypes: ['violations'] });
    expect(violations.map((v) => `${v.id} (${v.nodes.length})`)).to.deep.equal([]);
  });
});
