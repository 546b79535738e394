/**
 * The group a page keeps off the page for its objects' shapes (shape-keeper.ts) changes nothing a page
 * sees: the generated ids go on from where the page's own groups left them, and the page holds only
 * its own groups.
 */
import { expect } from '@open-wc/testing';
import type { LibSpritesGroupElement } from '../index.js';
import { cleanup, mount } from '../../../test/support/elements.js';

const idNumber = (group: LibSpritesGroupElement): number =>
  Number(/_(\d+)$/.exec(String(group.controller.spritesGroup.id))![1]);

describe("the group kept for its objects' shapes", () => {
  afterEach(cleanup);

  it('takes no generated id, sprite id or place in the page', async () => {
    const first = await mount('<lib-sprites-group><lib-sprite></lib-sprite></lib-sprites-group>');
    const firstSprite = first.controller.getSprite(0)!.id;
    // The keeper is made after the task that connected the page's first group: by now, it is there.
    const second = await mount('<lib-sprites-group><lib-sprite></lib-sprite></lib-sprites-group>');
    expect(idNumber(second)).to.equal(idNumber(first) + 1);
    const next = (id: string): string => id.replace(/\d+$/, (n) => String(Number(n) + 1));
    expect(second.controller.getSprite(0)!.id).to.equal(next(String(firstSprite)));
    expect(document.querySelectorAll('lib-sprites-group').length).to.equal(2);
  });
});
