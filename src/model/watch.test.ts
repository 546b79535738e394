import { expect } from '@open-wc/testing';
import { FIELD_WRITTEN, LIB_GraphicSprites, VALUE_FIELDS, isWatched, watchFields, type SpriteObject } from './index.js';

/** A group whose writes are recorded, as a renderer's group hears of them. */
class Recording extends LIB_GraphicSprites {
  writes: string[] = [];
  [FIELD_WRITTEN](object: object, name: string): void {
    this.writes.push(`${(object as SpriteObject).id}.${name}`);
  }
}

const build = (): Recording =>
  new Recording({ id: 'g', sprites: [{ id: 's', left: 3, data: { a: 1 }, subSprites: [{ id: 'u', width: 7 }] }, { id: 't' }] });

describe('watchFields: writes made straight on model objects', () => {
  it('tells the group of each write that changes a value, with the object and the field', () => {
    const group = build();
    const sprite = group.getSprite(0)!;
    const sub = sprite.subSprites[0]!;
    watchFields(sprite);
    watchFields(sub);
    watchFields(group.spritesGroup);
    sprite.left = 10;
    sprite.left = 10;
    sub.width = 8;
    sprite.src = 'FPS: 60';
    group.spritesGroup.top = 4;
    expect(group.writes).to.deep.equal(['s.left', 'u.width', 's.src', 'g.top']);
    expect([sprite.left, sub.width, sprite.src, group.spritesGroup.top]).to.deep.equal([10, 8, 'FPS: 60', 4]);
  });

  it('an object not watched costs nothing: its fields stay plain data, no one is told', () => {
    const group = build();
    const other = group.getSprite(1)!;
    other.left = 99;
    expect(group.writes).to.deep.equal([]);
    expect(isWatched(other)).to.equal(false);
    expect(Object.getOwnPropertyDescriptor(other, 'left')).to.have.property('value', 99);
  });

  it('keeps keys, their order, values, spreading and snapshots as they were', () => {
    const plain = build();
    const watched = build();
    for (const sprite of watched.spritesGroup.sprites) {
      watchFields(sprite);
      for (const sub of sprite.subSprites) watchFields(sub);
    }
    watchFields(watched.spritesGroup);
    const a = plain.getSprite(0)!;
    const b = watched.getSprite(0)!;
    expect(Object.keys(b)).to.deep.equal(Object.keys(a));
    for (const { name } of VALUE_FIELDS) expect((b as unknown as Record<string, unknown>)[name], name).to.deep.equal((a as unknown as Record<string, unknown>)[name]);
    const spread = { ...b } as Record<string, unknown>;
    expect(spread['left']).to.equal(3);
    const json = (group: LIB_GraphicSprites): string => JSON.stringify(group.getCopy(false, false, true)).replace(/"time":[\d.]+/g, '"time":0');
    expect(json(watched)).to.equal(json(plain));
    // The model's own methods go through the same fields.
    watched.setPropertyCascade('width', 50);
    expect(b.width).to.equal(50);
    expect(b.subSprites[0]!.width).to.equal(50);
  });

  it('keeps fields the page added, their order and descriptors, symbols included', () => {
    const mark = Symbol('mark');
    const group = new Recording({ id: 'g', sprites: [{ id: 's', extra: 'given', subSprites: [{ id: 'u' }] }] } as never);
    const sprite = group.getSprite(0)! as unknown as Record<PropertyKey, unknown>;
    sprite.later = 1;
    sprite[mark] = 'symbol';
    Object.defineProperty(sprite, 'hiddenLater', { value: 2, enumerable: false, writable: false, configurable: true });
    const keys = Object.keys(sprite);
    const symbols = Object.getOwnPropertySymbols(sprite);
    watchFields(sprite);
    expect(Object.keys(sprite)).to.deep.equal(keys);
    expect(Object.getOwnPropertySymbols(sprite).filter((key) => symbols.includes(key))).to.deep.equal(symbols);
    expect([sprite.extra, sprite.later, sprite[mark], sprite.hiddenLater]).to.deep.equal(['given', 1, 'symbol', 2]);
    expect(Object.getOwnPropertyDescriptor(sprite, 'hiddenLater')).to.include({ enumerable: false, writable: false });
    expect(group.getSprite(0)!.subSpritesByZIndex.map((sub) => sub.id)).to.deep.equal(['u']);
    sprite.left = 5;
    expect(group.writes).to.deep.equal(['s.left']);
  });

  it('an object with a field the page made permanent is still watched', () => {
    const group = build();
    const sprite = group.getSprite(0)!;
    Object.defineProperty(sprite, 'fixed', { value: 1, enumerable: true, writable: false, configurable: false });
    const keys = Object.keys(sprite);
    watchFields(sprite);
    expect(isWatched(sprite)).to.equal(true);
    expect(Object.keys(sprite)).to.deep.equal(keys);
    sprite.top = 9;
    expect(sprite.top).to.equal(9);
    expect(group.writes).to.deep.equal(['s.top']);
  });

  it('once per object; a frozen object is left as it is', () => {
    const group = build();
    const sprite = group.getSprite(0)!;
    watchFields(sprite);
    const descriptor = Object.getOwnPropertyDescriptor(sprite, 'left');
    watchFields(sprite);
    expect(Object.getOwnPropertyDescriptor(sprite, 'left')!.get).to.equal(descriptor!.get);
    const frozen = Object.freeze({ left: 1 });
    expect(() => watchFields(frozen)).to.not.throw();
    expect(isWatched(frozen)).to.equal(false);
  });
});
