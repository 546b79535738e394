import { expect } from '@open-wc/testing';
import type { SpriteFieldsElement } from '../base/fields-element.js';
import type { LibSpritesGroupElement, LibSpriteElement, LibSubSpriteElement } from '../index.js';
import { LIB_GraphicSprites } from '../../model/index.js';
import { captureWarnings, cleanup, mount, settle } from '../../../test/support/elements.js';

type Level = 'group' | 'sprite' | 'sub-sprite';

interface Sample {
  prop: string;
  attr: string;
  /** attribute value → property / model value */
  fromAttribute: [string, unknown];
  /** property value → attribute string, then the value read back */
  fromProperty: [unknown, string, unknown];
}

const SAMPLES: Sample[] = [
  {
    prop: 'src',
    attr: 'src',
    fromAttribute: ['sheet.png', 'sheet.png'],
    fromProperty: ['other.png', 'other.png', 'other.png'],
  },
  { prop: 'srcType', attr: 'src-type', fromAttribute: ['TEXT', 1], fromProperty: [12, 'MAP', 12] },
  { prop: 'srcLeft', attr: 'src-left', fromAttribute: ['5', 5], fromProperty: [-7.5, '-7.5', -7.5] },
  { prop: 'srcTop', attr: 'src-top', fromAttribute: ['6', 6], fromProperty: [8, '8', 8] },
  { prop: 'srcWidth', attr: 'src-width', fromAttribute: ['16', 16], fromProperty: [24, '24', 24] },
  { prop: 'srcHeight', attr: 'src-height', fromAttribute: ['17', 17], fromProperty: [25, '25', 25] },
  { prop: 'left', attr: 'left', fromAttribute: ['3', 3], fromProperty: [-4, '-4', -4] },
  { prop: 'top', attr: 'top', fromAttribute: ['9', 9], fromProperty: [11, '11', 11] },
  { prop: 'width', attr: 'width', fromAttribute: ['40', 40], fromProperty: [41, '41', 41] },
  { prop: 'height', attr: 'height', fromAttribute: ['30', 30], fromProperty: [31, '31', 31] },
  { prop: 'zIndex', attr: 'z-index', fromAttribute: ['4', 4], fromProperty: [-2, '-2', -2] },
  { prop: 'disabled', attr: 'disabled', fromAttribute: ['', true], fromProperty: [true, '', true] },
];

const MARKUP = `<lib-sprites-group id="g"><lib-sprite id="s"><lib-sub-sprite id="u"></lib-sub-sprite></lib-sprite></lib-sprites-group>`;

async function levels(): Promise<Record<Level, SpriteFieldsElement> & { group: LibSpritesGroupElement }> {
  const group = await mount(MARKUP);
  return {
    group,
    sprite: group.querySelector('lib-sprite')!,
    'sub-sprite': group.querySelector('lib-sub-sprite')!,
  };
}

function modelOf(el: SpriteFieldsElement): Record<string, unknown> {
  if (el.localName === 'lib-sprites-group')
    return (el as LibSpritesGroupElement).controller.spritesGroup as unknown as Record<string, unknown>;
  return (el as LibSpriteElement | LibSubSpriteElement).model as unknown as Record<string, unknown>;
}

const read = (el: SpriteFieldsElement, prop: string): unknown => (el as unknown as Record<string, unknown>)[prop];
const write = (el: SpriteFieldsElement, prop: string, value: unknown): void => {
  (el as unknown as Record<string, unknown>)[prop] = value;
};

describe('attributes ⇄ properties ⇄ model', () => {
  afterEach(cleanup);

  for (const level of ['group', 'sprite', 'sub-sprite'] as Level[]) {
    for (const sample of SAMPLES) {
      it(`${level}: ${sample.attr} attribute → property and model, property → attribute and model`, async () => {
        const els = await levels();
        const el = els[level];
        const [raw, value] = sample.fromAttribute;
        el.setAttribute(sample.attr, raw);
        expect(read(el, sample.prop), 'property after attribute').to.equal(value);
        expect(modelOf(el)[sample.prop], 'model after attribute').to.equal(value);

        const [given, attribute, back] = sample.fromProperty;
        write(el, sample.prop, given);
        expect(el.getAttribute(sample.attr), 'attribute after property').to.equal(attribute);
        expect(read(el, sample.prop), 'property read back').to.equal(back);
        expect(modelOf(el)[sample.prop], 'model after property').to.equal(back);

        // null removes the attribute: the value is the default again (nothing above sets it).
        write(el, sample.prop, null);
        expect(el.hasAttribute(sample.attr)).to.equal(false);
        const defaults: Record<string, unknown> = {
          src: '',
          srcType: 0,
          srcLeft: 0,
          srcTop: 0,
          srcWidth: 32,
          srcHeight: 32,
          left: 0,
          top: 0,
          width: 32,
          height: 32,
          zIndex: 1,
          disabled: false,
        };
        expect(read(el, sample.prop)).to.equal(defaults[sample.prop]);
        expect(modelOf(el)[sample.prop]).to.equal(defaults[sample.prop]);
      });
    }

    it(`${level}: data-* attributes feed data (strings, never parsed); dataset changes are read on access`, async () => {
      const els = await levels();
      const el = els[level];
      el.setAttribute('data-walk-speed', '3');
      el.dataset.label = '<b>x</b>';
      const data = el.data as Record<string, unknown>;
      expect(data.walkSpeed).to.equal('3');
      expect(data.label).to.equal('<b>x</b>');
      expect(modelOf(el).data).to.equal(data);
      expect((data as { getThis(): unknown }).getThis()).to.equal(modelOf(el));
      el.removeAttribute('data-walk-speed');
      expect('walkSpeed' in (el.data as Record<string, unknown>)).to.equal(false);
    });
  }

  it('disabled: present is true, "false" is an explicit false, absent inherits', async () => {
    const { group, sprite } = await levels();
    group.setAttribute('disabled', '');
    expect((sprite as LibSpriteElement).model!.disabled).to.equal(true);
    sprite.setAttribute('disabled', 'false');
    expect(sprite.disabled).to.equal(false);
    expect((sprite as LibSpriteElement).model!.disabled).to.equal(false);
    expect(
      group.controller.isDisabledSprite((sprite as LibSpriteElement).model!),
      'still reads disabled through the group',
    ).to.equal(true);
    sprite.disabled = null;
    expect(sprite.disabled).to.equal(true);
    // On the group, false simply removes the attribute: there is nothing above it to override.
    group.disabled = false;
    expect(group.hasAttribute('disabled')).to.equal(false);
    sprite.disabled = false;
    expect(sprite.getAttribute('disabled')).to.equal('false');
  });

  it('src-type takes names in any case and numbers; the property gives the number', async () => {
    const { sprite } = await levels();
    sprite.setAttribute('src-type', 'text');
    expect(sprite.srcType).to.equal(LIB_GraphicSprites.SRC_TYPES.TEXT);
    sprite.setAttribute('src-type', '11');
    expect(sprite.srcType).to.equal(11);
    sprite.srcType = 'CIRCLE';
    expect(sprite.getAttribute('src-type')).to.equal('CIRCLE');
    expect(sprite.srcType).to.equal(5);
    sprite.srcType = 0;
    expect(sprite.getAttribute('src-type')).to.equal('IMAGE');
  });

  it('id: the group id is the controller id (generated while absent); a sprite id change re-keys the model in place', async () => {
    const { group, sprite } = await levels();
    expect(group.controller.id).to.equal('g');
    group.removeAttribute('id');
    expect(String(group.controller.id)).to.match(/^LIB_GraphicSprites_\d+$/);
    group.id = 'renamed';
    expect(group.controller.id).to.equal('renamed');

    group.insertAdjacentHTML('beforeend', '<lib-sprite id="t"></lib-sprite>');
    await settle(group);
    group.pointer = 0;
    sprite.id = 'first';
    await settle(group);
    const c = group.controller;
    expect(c.getSpriteById('s')).to.equal(undefined);
    expect(c.getSpriteById('first')!.position).to.equal(0);
    expect(c.getSprites()!.map((s) => s.id)).to.deep.equal(['first', 't']);
    expect((sprite as LibSpriteElement).model).to.equal(c.getSpriteById('first'));
    expect(c.getSpriteById('first')!.subSprites.map((s) => s.id)).to.deep.equal(['u']);
    expect(c.pointer).to.equal(0);
  });

  it('group-only attributes: pointer, fps, autoplay, loop, label, ignore-reduced-motion both ways; duration on sprites', async () => {
    const { group, sprite } = await levels();
    group.insertAdjacentHTML('beforeend', '<lib-sprite></lib-sprite><lib-sprite></lib-sprite>');
    await settle(group);

    group.setAttribute('pointer', '2');
    expect(group.pointer).to.equal(2);
    group.pointer = 1;
    expect(group.getAttribute('pointer')).to.equal('1');
    expect(group.controller.pointer).to.equal(1);

    expect(group.fps).to.equal(10);
    group.setAttribute('fps', '25');
    expect(group.fps).to.equal(25);
    group.fps = 5;
    expect(group.getAttribute('fps')).to.equal('5');
    group.fps = null;
    expect(group.hasAttribute('fps')).to.equal(false);

    const s = sprite as LibSpriteElement;
    expect(s.duration).to.equal(null);
    s.setAttribute('duration', '250');
    expect(s.duration).to.equal(250);
    s.duration = 80;
    expect(s.getAttribute('duration')).to.equal('80');

    for (const [prop, attr] of [
      ['autoplay', 'autoplay'],
      ['loop', 'loop'],
      ['ignoreReducedMotion', 'ignore-reduced-motion'],
    ] as const) {
      group.setAttribute(attr, '');
      await group.updateComplete;
      expect(group[prop], prop).to.equal(true);
      group[prop] = false;
      await group.updateComplete;
      expect(group.hasAttribute(attr), attr).to.equal(false);
    }
    group.pause();

    group.label = 'Hero walking';
    await group.updateComplete;
    expect(group.getAttribute('label')).to.equal('Hero walking');
    expect(group.getAttribute('role')).to.equal('img');
    expect(group.getAttribute('aria-label')).to.equal('Hero walking');
    group.removeAttribute('label');
    await group.updateComplete;
    expect(group.label).to.equal(null);
    expect(group.hasAttribute('role')).to.equal(false);
    expect(group.hasAttribute('aria-label')).to.equal(false);
  });
});

describe('bad attribute values', () => {
  afterEach(cleanup);

  const CASES: { level: 'sprite' | 'sub-sprite'; attr: string; bad: string; prop: string; expected: unknown }[] = [
    // Inherited fields fall back to the parent's value (the group sets each one below).
    { level: 'sprite', attr: 'src-left', bad: 'abc', prop: 'srcLeft', expected: 4 },
    { level: 'sprite', attr: 'src-width', bad: '-3', prop: 'srcWidth', expected: 20 },
    { level: 'sprite', attr: 'width', bad: '', prop: 'width', expected: 50 },
    { level: 'sprite', attr: 'height', bad: '12px', prop: 'height', expected: 60 },
    { level: 'sprite', attr: 'z-index', bad: '0', prop: 'zIndex', expected: 7 },
    { level: 'sprite', attr: 'src-type', bad: 'BOGUS', prop: 'srcType', expected: 1 },
    { level: 'sub-sprite', attr: 'src-top', bad: 'NaN', prop: 'srcTop', expected: 5 },
    { level: 'sub-sprite', attr: 'src-height', bad: 'Infinity', prop: 'srcHeight', expected: 21 },
    // left / top take the static default, not the parent's value (docs/model.md#inheritance).
    { level: 'sprite', attr: 'left', bad: 'x', prop: 'left', expected: 0 },
    { level: 'sub-sprite', attr: 'top', bad: '1e', prop: 'top', expected: 0 },
  ];

  for (const c of CASES) {
    it(`${c.level} ${c.attr}="${c.bad}": one warning naming element and attribute, falls back as the model does`, async () => {
      const group =
        await mount(`<lib-sprites-group src-left="4" src-top="5" src-width="20" src-height="21" width="50" height="60"
        z-index="7" src-type="TEXT" left="9" top="9"><lib-sprite id="s"><lib-sub-sprite id="u"></lib-sub-sprite></lib-sprite></lib-sprites-group>`);
      const el = group.querySelector<SpriteFieldsElement>(c.level === 'sprite' ? 'lib-sprite' : 'lib-sub-sprite')!;
      const warnings = captureWarnings();
      try {
        expect(() => el.setAttribute(c.attr, c.bad)).not.to.throw();
        await settle(group);
        expect(read(el, c.prop)).to.equal(c.expected);
        expect(modelOf(el)[c.prop]).to.equal(c.expected);
        read(el, c.prop);
        expect(warnings.messages).to.have.length(1);
        expect(warnings.messages[0]).to.contain(`<${el.localName} id="${el.id}">`).and.contain(c.attr);
        // The same value again warns no more; another bad one warns once more.
        el.setAttribute(c.attr, c.bad);
        await settle(group);
        expect(warnings.messages).to.have.length(1);
        el.setAttribute(c.attr, `${c.bad}?`);
        await settle(group);
        expect(warnings.messages).to.have.length(2);
      } finally {
        warnings.restore();
      }
    });
  }

  it('group-level bad values: numbers, pointer, fps, duration, reserved data keys', async () => {
    const group = await mount(
      `<lib-sprites-group id="g"><lib-sprite id="s"></lib-sprite><lib-sprite></lib-sprite></lib-sprites-group>`,
    );
    const sprite = group.querySelector('lib-sprite')!;
    const warnings = captureWarnings();
    try {
      group.setAttribute('width', 'wide');
      expect(group.width).to.equal(32);
      group.setAttribute('pointer', 'last');
      expect(group.pointer).to.equal(0);
      group.setAttribute('fps', '0');
      expect(group.fps).to.equal(10);
      sprite.setAttribute('duration', '-5');
      expect(sprite.duration).to.equal(null);
      sprite.setAttribute('data-that', 'x');
      expect((sprite.data as { that: unknown }).that).to.equal(sprite.model);
      await settle(group);
      expect(warnings.messages).to.have.length(5);
      for (const [i, attr] of ['width', 'pointer', 'fps', 'duration', 'data-that'].entries()) {
        expect(warnings.messages[i]).to.contain(attr);
      }
      expect(warnings.messages[0]).to.contain('<lib-sprites-group id="g">');
      expect(warnings.messages[3]).to.contain('<lib-sprite id="s">');
    } finally {
      warnings.restore();
    }
  });
});
