/**
 * The field table (docs/model.md#field-table): one declaration per field, its converters, and the
 * one inheritance rule that building, setField and filterProperties read.
 */
import { expect } from '@open-wc/testing';
import { LIB_GraphicSprites } from './index.js';
import { FIELD_BY_ATTRIBUTE, FIELD_BY_NAME, FIELD_TABLE, VALUE_FIELDS, inheritValue } from './fields-entry.js';

const field = (name: string) => FIELD_BY_NAME.get(name)!;

describe('field table (docs/model.md#field-table)', () => {
  it('declares the twelve value fields with their kebab-case attributes, kinds and inheritance', () => {
    expect(VALUE_FIELDS.map((f) => [f.name, f.attribute, f.kind, f.inherits])).to.deep.equal([
      ['src', 'src', 'any', true],
      ['srcType', 'src-type', 'srcType', true],
      ['srcLeft', 'src-left', 'number', true],
      ['srcTop', 'src-top', 'number', true],
      ['srcWidth', 'src-width', 'size', true],
      ['srcHeight', 'src-height', 'size', true],
      ['left', 'left', 'number', false],
      ['top', 'top', 'number', false],
      ['width', 'width', 'size', true],
      ['height', 'height', 'size', true],
      ['zIndex', 'z-index', 'z-index', true],
      ['disabled', 'disabled', 'boolean', true],
    ]);
    expect(FIELD_BY_ATTRIBUTE.get('z-index')).to.equal(field('zIndex'));
    expect(FIELD_BY_ATTRIBUTE.get('src-left')).to.equal(field('srcLeft'));
  });

  it('declares every field of the three object kinds, each once (docs/model.md#objects)', () => {
    const names = FIELD_TABLE.map((f) => f.name);
    expect(new Set(names).size).to.equal(names.length);
    const g = new LIB_GraphicSprites({ sprites: [{ id: 's', subSprites: [{ id: 'k' }] }] });
    const s = g.getSprite(0)!;
    const k = s.subSprites[0]!;
    for (const [object, level] of [
      [g.spritesGroup, 'spritesGroup'],
      [s, 'sprite'],
      [k, 'subSprite'],
    ] as const) {
      for (const key of Object.keys(object)) {
        expect(FIELD_BY_NAME.get(key)?.levels, `${level}.${key}`).to.include(level);
      }
    }
    for (const name of ['setPropertyCascade', 'getAll', 'next', 'insertSubSprite'])
      expect(field(name).kind).to.equal('method');
    expect(field('setZIndex').levels).to.deep.equal(['sprite', 'subSprite']);
    expect(field('sprites').readOnly && field('parent').readOnly && field('position').readOnly).to.equal(true);
  });

  it('defaults are read live from the LIB_GraphicSprites statics', () => {
    const saved = LIB_GraphicSprites.WIDTH_DEFAULT;
    try {
      LIB_GraphicSprites.WIDTH_DEFAULT = 77;
      expect(field('width').default()).to.equal(77);
      expect(new LIB_GraphicSprites().spritesGroup.width).to.equal(77);
    } finally {
      LIB_GraphicSprites.WIDTH_DEFAULT = saved;
    }
    const savedZ = LIB_GraphicSprites.ZINDEX_DEFAULT;
    try {
      LIB_GraphicSprites.ZINDEX_DEFAULT = 0;
      expect(field('zIndex').default()).to.equal(1);
    } finally {
      LIB_GraphicSprites.ZINDEX_DEFAULT = savedZ;
    }
  });
});

describe('field converters (ComplexAttributeConverter style)', () => {
  it('fromAttribute: numbers, sizes, z-index, srcType names and flags; undefined when absent or bad', () => {
    const c = (name: string) => field(name).converter;
    expect(c('left').fromAttribute(' -7.5 ')).to.equal(-7.5);
    expect(c('left').fromAttribute('7px')).to.equal(undefined);
    expect(c('left').fromAttribute('')).to.equal(undefined);
    expect(c('left').fromAttribute(null)).to.equal(undefined);
    expect(c('width').fromAttribute('-1')).to.equal(undefined);
    expect(c('width').problem('-1')).to.equal('is negative');
    expect(c('width').problem('x')).to.equal('is not a number');
    expect(c('zIndex').fromAttribute('0')).to.equal(undefined);
    expect(c('zIndex').problem('0')).to.match(/non-zero/);
    expect(c('srcType').fromAttribute('text')).to.equal(1);
    expect(c('srcType').fromAttribute('RECTANGLE')).to.equal(4);
    expect(c('srcType').fromAttribute('5')).to.equal(5);
    expect(c('srcType').fromAttribute('nope')).to.equal(undefined);
    expect(c('disabled').fromAttribute('')).to.equal(true);
    expect(c('disabled').fromAttribute('false')).to.equal(false);
    expect(c('disabled').fromAttribute(null)).to.equal(undefined);
    expect(c('src').fromAttribute('a.png')).to.equal('a.png');
  });

  it('toAttribute: strings back, srcType by name, flags as "" / "false", null for nothing', () => {
    const c = (name: string) => field(name).converter;
    expect(c('left').toAttribute(-7.5)).to.equal('-7.5');
    expect(c('srcType').toAttribute(1)).to.equal('TEXT');
    expect(c('srcType').toAttribute(0)).to.equal('IMAGE');
    expect(c('disabled').toAttribute(true)).to.equal('');
    expect(c('disabled').toAttribute(false)).to.equal('false');
    expect(c('src').toAttribute(undefined)).to.equal(null);
  });

  it('sanitize(value, parentValue): own valid value (numeric strings as numbers), else the parent value, else the default', () => {
    const width = field('width').converter;
    expect(width.sanitize('12.5', 40)).to.equal(12.5);
    expect(width.sanitize(-1, 40)).to.equal(40);
    expect(width.sanitize(undefined)).to.equal(32);
    expect(field('zIndex').converter.sanitize('3')).to.equal(3);
    expect(field('zIndex').converter.sanitize(0, 7)).to.equal(7);
    for (const bad of [Symbol('s'), () => 1, 10n, null, NaN])
      expect(field('src').converter.sanitize(bad, 'p.png')).to.equal('p.png');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(field('src').converter.sanitize(cyclic)).to.equal('');
    expect(field('id').converter.parse(Symbol('s'))).to.equal(undefined);
    expect(field('id').converter.parse(10n)).to.equal(undefined);
    expect(field('id').converter.parse('a')).to.equal('a');
  });
});

describe('inheritValue: the one inheritance rule (docs/model.md#inheritance)', () => {
  const parent = { src: 'p.png', left: 9, width: 40, zIndex: 5, disabled: true };
  it('own value, else the parent value, else the static default; left/top never from the parent', () => {
    expect(inheritValue(field('width'), 12, parent)).to.equal(12);
    expect(inheritValue(field('width'), undefined, parent)).to.equal(40);
    expect(inheritValue(field('width'), undefined, undefined)).to.equal(32);
    expect(inheritValue(field('left'), undefined, parent)).to.equal(0);
    expect(inheritValue(field('left'), '3', parent)).to.equal(3);
    expect(inheritValue(field('disabled'), undefined, parent)).to.equal(true);
    expect(inheritValue(field('disabled'), false, parent)).to.equal(false);
  });

  it('is what building a sprite does', () => {
    const g = new LIB_GraphicSprites({ ...parent, sprites: [{ id: 's', width: '12' as never, left: 'x' as never }] });
    const s = g.getSprite(0)!;
    for (const f of VALUE_FIELDS) {
      const own = f.name === 'width' ? '12' : f.name === 'left' ? 'x' : undefined;
      expect((s as unknown as Record<string, unknown>)[f.name], f.name).to.equal(inheritValue(f, own, g.spritesGroup));
    }
  });
});
