import { expect } from '@open-wc/testing';
import { VALUE_FIELDS } from '../../model/field-attributes.js';
import type { SpriteFieldsStatics } from '../base/fields-element.js';
import { onWarning, type LibSpritesWarning } from '../../shared/warnings.js';
import { captureWarnings, cleanup, mount, settle } from '../../../test/support/elements.js';

describe('the elements follow the model field table', () => {
  afterEach(cleanup);

  it('every value field of the table is an accessor and an observed attribute of every element', async () => {
    const group = await mount(
      '<lib-sprites-group><lib-sprite><lib-sub-sprite></lib-sub-sprite></lib-sprite></lib-sprites-group>',
    );
    for (const el of [group, group.querySelector('lib-sprite')!, group.querySelector('lib-sub-sprite')!]) {
      const observed = (el.constructor as unknown as SpriteFieldsStatics).observedAttributes;
      // The fields layer's class: the first in the element's chain with the accessors.
      let layer = Object.getPrototypeOf(el) as object | null;
      while (layer && !Object.hasOwn(layer, 'src')) layer = Object.getPrototypeOf(layer) as object | null;
      for (const field of VALUE_FIELDS) {
        const descriptor = Object.getOwnPropertyDescriptor(layer, field.name);
        expect(descriptor?.get && descriptor.set, `<${el.localName}> ${field.name} accessor`).to.be.a('function');
        expect(observed, `<${el.localName}> observes ${field.attribute}`).to.include(field.attribute);
      }
      const accessors = Object.entries(Object.getOwnPropertyDescriptors(layer))
        .filter(([name, d]) => d.get && name !== 'data')
        .map(([name]) => name);
      expect(accessors.sort(), 'no accessor the table does not declare').to.deep.equal(
        VALUE_FIELDS.map((f) => f.name).sort(),
      );
    }
  });

  it('reads the table defaults, live', async () => {
    const group = await mount('<lib-sprites-group><lib-sprite></lib-sprite></lib-sprites-group>');
    const sprite = group.querySelector('lib-sprite')!;
    for (const field of VALUE_FIELDS) {
      if (field.name === 'src') continue;
      expect((sprite as unknown as Record<string, unknown>)[field.name], field.name).to.equal(field.default());
    }
  });
});

describe('warnings about attributes and properties', () => {
  let heard: LibSpritesWarning[];
  let stop: () => void;
  let printed: ReturnType<typeof captureWarnings>;
  beforeEach(() => {
    heard = [];
    stop = onWarning((warning) => heard.push(warning));
    printed = captureWarnings();
  });
  afterEach(() => {
    stop();
    printed.restore();
    cleanup();
  });

  it('a bad attribute: one warning with its code and element, again for another value or after a good one', async () => {
    const group = await mount('<lib-sprites-group><lib-sprite id="s"></lib-sprite></lib-sprites-group>');
    const sprite = group.querySelector('lib-sprite')!;
    const give = async (value: string | null): Promise<void> => {
      if (value === null) sprite.removeAttribute('left');
      else sprite.setAttribute('left', value);
      void sprite.left;
      await settle(group);
    };
    await give('x');
    expect(heard.map((w) => [w.code, w.subject])).to.deep.equal([['bad-attribute', sprite]]);
    expect(heard[0]!.text).to.match(/^lib-sprites \[bad-attribute\] <lib-sprite id="s">: attribute left="x" /);
    expect(printed.messages, 'the console has the same line').to.deep.equal([heard[0]!.text]);
    await give('x');
    expect(heard, 'the same value again').to.have.length(1);
    await give(null);
    await give('x');
    expect(heard, 'given again after it was removed').to.have.length(2);
    await give('5');
    await give('x');
    expect(heard, 'given again after a good one').to.have.length(3);
    await give('y');
    expect(heard, 'another bad value').to.have.length(4);
    expect(heard[3]!.message).to.contain('left="y"');
  });

  it('reserved data keys and values with no string form have codes of their own, once per value', async () => {
    const group = await mount('<lib-sprites-group><lib-sprite id="s"></lib-sprite></lib-sprites-group>');
    const sprite = group.querySelector('lib-sprite')!;
    sprite.setAttribute('data-get-this', 'x');
    void sprite.data;
    await settle(group);
    const property = sprite as unknown as { src: unknown };
    property.src = Symbol('a');
    property.src = Symbol('b');
    property.src = {
      toString: () => {
        throw new Error('no');
      },
    };
    expect(heard.map((w) => w.code)).to.deep.equal(['reserved-data', 'no-string-form', 'no-string-form']);
    expect(heard[1]!.message).to.contain('src = (a symbol');
    expect(heard[2]!.message).to.contain('src = (a object');
  });

  it('two sprites with one id: one duplicate-id warning about the later one', async () => {
    const group = await mount(
      '<lib-sprites-group><lib-sprite id="a"></lib-sprite><lib-sprite id="a" src-left="2"></lib-sprite></lib-sprites-group>',
    );
    const later = group.querySelectorAll('lib-sprite')[1]!;
    group.append(document.createElement('lib-sprite'));
    await settle(group);
    expect(heard.map((w) => [w.code, w.subject])).to.deep.equal([['duplicate-id', later]]);
  });
});
