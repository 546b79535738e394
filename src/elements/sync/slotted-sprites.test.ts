/** Sprites a component slots into a group of its shadow root are not read: the group says so once. */
import { expect, waitUntil } from '@open-wc/testing';
import { captureWarnings, cleanup, mount, settle } from '../../../test/support/elements.js';
import type { LibSpritesGroupElement } from '../index.js';

describe('sprites passed into a group through a <slot>', () => {
  afterEach(cleanup);

  it('warn once (slotted-sprites), naming the group; a group with its own sprites says nothing', async () => {
    const warnings = captureWarnings();
    try {
      await mount(`<div id="host"><lib-sprite src-type="RECTANGLE"></lib-sprite><lib-sprite></lib-sprite></div>`);
      const host = document.getElementById('host')!;
      const root = host.attachShadow({ mode: 'open' });
      root.innerHTML = `<lib-sprites-group id="g" width="10" height="10"><slot></slot></lib-sprites-group>`;
      const group = root.querySelector<LibSpritesGroupElement>('lib-sprites-group')!;
      await settle(group);
      const said = (): string[] => warnings.messages.filter((line) => line.includes('[slotted-sprites]'));
      await waitUntil(() => said().length > 0, 'the warning');
      expect(said()).to.have.length(1);
      expect(said()[0]).to.contain('<lib-sprites-group id="g">');
      expect(group.controller.getSprites()).to.have.length(0);
      host.append(document.createElement('lib-sprite'));
      await settle(group);
      expect(said()).to.have.length(1);
      await mount(`<lib-sprites-group width="10" height="10"><lib-sprite></lib-sprite></lib-sprites-group>`);
      expect(said()).to.have.length(1);
    } finally {
      warnings.restore();
    }
  });
});
