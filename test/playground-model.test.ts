// The docs playground's model pane (docs/.vitepress/theme/playground/model-json.ts):
// the JSON it shows for markup, and the markup it writes back from edited JSON.
import { expect } from '@open-wc/testing';
import * as lib from '../src/index.js';
import { ModelJsonError, applyModelJson, modelJson } from '../docs/.vitepress/theme/playground/model-json.js';
import { cleanup, mount, settle } from './support/elements.js';

type Json = Parameters<typeof applyModelJson>[0];
type Sprite = { srcType?: unknown; width?: unknown; src?: unknown; data?: Record<string, unknown> };

/** The markup `json` gives in place of `markup`'s groups. */
function markupFrom(json: Json, markup = ''): string {
  const root = document.createElement('div');
  root.innerHTML = markup;
  applyModelJson(json, root, lib);
  return root.innerHTML;
}

/** The pane's JSON for `markup`, mounted and settled. */
async function paneFor(markup: string): Promise<{ sprites: Sprite[] } & Record<string, unknown>> {
  const group = await mount(markup);
  await settle(group);
  return modelJson(group.parentElement!, lib) as { sprites: Sprite[] } & Record<string, unknown>;
}

describe('the playground model pane', () => {
  afterEach(cleanup);

  it('reads srcType as the model does: a name, an integer string or a number', () => {
    for (const srcType of ['RECTANGLE', 'rectangle', '4', 4]) {
      const markup = markupFrom({ sprites: [{ srcType, data: { style: 'navy' } }] });
      expect(markup, String(srcType)).to.contain('src-type="RECTANGLE"');
    }
  });

  it('passes a srcType the model refuses to the markup, where the library warns about it', () => {
    expect(markupFrom({ sprites: [{ srcType: 'BANANA' }] })).to.contain('src-type="BANANA"');
  });

  it('refuses a data key no attribute can name with a message, not an exception from the DOM', () => {
    for (const key of ['a b', '-x', 'a"b']) {
      expect(() => markupFrom({ sprites: [{ data: { [key]: 1 } }] }), key)
        .to.throw(ModelJsonError)
        .with.property('message')
        .that.contains(key);
    }
  });

  it('shows numbers and grids written in attributes as numbers and lists', async () => {
    const json = await paneFor(
      `<lib-sprites-group width="64" height="32"><lib-sprite src-type="CIRCLE" data-radius="35" data-style="#4a2" data-code="007"></lib-sprite><lib-sprite src-type="MAP" src='[["g","w"],["w","g"]]' data-elements-data='{"g":{"id":"g"}}'></lib-sprite></lib-sprites-group>`,
    );
    const [circle, map] = json.sprites;
    expect(circle?.data).to.deep.equal({ radius: 35, style: '#4a2', code: '007' });
    expect(map?.src).to.deep.equal([
      ['g', 'w'],
      ['w', 'g'],
    ]);
    expect(map?.data).to.deep.equal({ elementsData: { g: { id: 'g' } } });
  });

  it('keeps an explicit value equal to the inherited one, in the pane and in the markup it writes back', async () => {
    const markup = `<lib-sprites-group width="80" height="80"><lib-sprite src-type="CIRCLE" width="80" data-radius="35"></lib-sprite></lib-sprites-group>`;
    const json = await paneFor(markup);
    expect(json.width).to.equal(80);
    expect(json.sprites[0]?.width).to.equal(80);
    const back = markupFrom(json as unknown as Json, markup);
    expect(back).to.match(/<lib-sprite [^>]*width="80"/);
    expect(back).to.contain('data-radius="35"');
    expect(back).to.contain('src-type="CIRCLE"');
  });
});
