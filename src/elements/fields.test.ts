import { expect } from '@open-wc/testing';
import { VALUE_FIELDS } from '../model/index.js';
import { SpriteFieldsElement } from './index.js';
import { cleanup, mount } from './test-helpers.js';

describe('the elements follow the model field table', () => {
  afterEach(cleanup);

  it('every value field of the table is an accessor and an observed attribute of every element', async () => {
    const group = await mount('<lib-sprites-group><lib-sprite><lib-sub-sprite></lib-sub-sprite></lib-sprite></lib-sprites-group>');
    for (const el of [group, group.querySelector('lib-sprite')!, group.querySelector('lib-sub-sprite')!]) {
      const observed = (el.constructor as typeof SpriteFieldsElement).observedAttributes;
      for (const field of VALUE_FIELDS) {
        const descriptor = Object.getOwnPropertyDescriptor(SpriteFieldsElement.prototype, field.name);
        expect(descriptor?.get && descriptor.set, `${field.name} accessor`).to.be.a('function');
        expect(observed, `<${el.localName}> observes ${field.attribute}`).to.include(field.attribute);
      }
    }
    const accessors = Object.entries(Object.getOwnPropertyDescriptors(SpriteFieldsElement.prototype))
      .filter(([name, d]) => d.get && name !== 'data')
      .map(([name]) => name);
    expect(accessors.sort(), 'no accessor the table does not declare').to.deep.equal(VALUE_FIELDS.map((f) => f.name).sort());
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
