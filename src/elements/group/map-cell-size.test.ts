/** A newcomer's map whose cells take CrossBrowdy's default size: told once, naming the attributes that fix it. */
import { expect } from '@open-wc/testing';
import { captureWarnings, cleanup, mount, settle } from '../../../test/support/elements.js';

const tiles = `<lib-sprites-group id="t" hidden width="16" height="16"><lib-sprite src-type="RECTANGLE" data-style="#4a2"></lib-sprite></lib-sprites-group>`;
const map = (extra = ''): string =>
  `<lib-sprites-group id="m" width="64" height="32"><lib-sprite src-type="MAP" width="64" height="32" src='[["t","t","t","t"],["t","t","t","t"]]' data-elements-data='{"t":{"id":"t"}}'${extra}></lib-sprite></lib-sprites-group>`;

describe('MAP cells larger than the tiles they show', () => {
  afterEach(cleanup);

  it('warn once, naming data-elements-width and data-elements-height; not once those are given', async () => {
    const warnings = captureWarnings();
    try {
      const group = await mount(map() + tiles);
      group.requestUpdate();
      await settle(group);
      const said = (): string[] => warnings.messages.filter((line) => line.includes('[map-cells-scaled]'));
      expect(said()).to.have.length(1);
      expect(said()[0]).to.contain('data-elements-width').and.contain('data-elements-height').and.contain('2.00');
      cleanup();
      await mount(map(' data-elements-width="16" data-elements-height="16"') + tiles);
      expect(said()).to.have.length(1);
    } finally {
      warnings.restore();
    }
  });
});
