/**
 * One attribute change travels one way to the screen, through each room
 * once: attribute → field table → model (one change) → plan → backend (one
 * update of the group), and nothing comes back to the DOM.
 */
import { expect } from '@open-wc/testing';
import type { LIB_GraphicSpritesChange } from '../model/index.js';
import type { LibSpritesGroupElement } from './index.js';
import { cleanup, mount, settle } from '../../test/support/elements.js';

/** Counts the group's Lit updates (render → plan → backend) from now on. */
function countUpdates(group: LibSpritesGroupElement): { readonly count: number } {
  const counter = { count: 0 };
  const host = group as unknown as { update(changed: unknown): void };
  const update = host.update;
  host.update = function (this: unknown, changed: unknown): void {
    counter.count++;
    update.call(this, changed);
  };
  return counter;
}

describe('an attribute change, element to screen', () => {
  afterEach(cleanup);

  it('passes the model once, renders once, writes nothing back to the DOM', async () => {
    const group = await mount(`
      <lib-sprites-group width="100" height="50" src-type="RECTANGLE" data-style="red">
        <lib-sprite id="a" width="20" height="10"></lib-sprite>
      </lib-sprites-group>`);
    await settle(group);
    const sprite = group.querySelector('lib-sprite')!;
    const changes: LIB_GraphicSpritesChange[] = [];
    group.controller.addChangeListener((change) => changes.push(change));
    const written: string[] = [];
    const observer = new MutationObserver((records) =>
      written.push(...records.map((r) => `${(r.target as Element).localName}[${r.attributeName}]`)),
    );
    observer.observe(group, { attributes: true, subtree: true });
    const updates = countUpdates(group);

    sprite.setAttribute('width', '40');
    await settle(group);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    observer.disconnect();

    expect(
      changes.map((c) => c.type),
      'one change in the model',
    ).to.deep.equal(['property']);
    expect(group.controller.getById('a')!.width).to.equal(40);
    expect(updates.count, 'one plan and one backend pass').to.equal(1);
    expect(written, 'only the attribute the page set').to.deep.equal(['lib-sprite[width]']);
    const box = group.shadowRoot!.querySelector<HTMLElement>('[part~=shape]')!;
    expect(box.getBoundingClientRect().width, 'on screen').to.equal(40);
  });
});
