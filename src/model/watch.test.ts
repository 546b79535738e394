import { expect } from '@open-wc/testing';
import { LIB_GraphicSprites, type SpriteObject } from './index.js';
import { VALUE_FIELDS } from './fields-entry.js';
import { FIELD_WRITTEN, isWatched, setView, viewOf, watchFields } from './watch.js';

/** A group whose writes are recorded, as a renderer's group hears of them. */
class Recording extends LIB_GraphicSprites {
  writes: string[] = [];
  [FIELD_WRITTEN](object: object, name: string): void {
    this.writes.push(`${(object as SpriteObject).id}.${name}`);
  }
}

const INIT = {
  id: 'g',
  sprites: [{ id: 's', left: 3, data: { a: 1 }, subSprites: [{ id: 'u', width: 7 }] }, { id: 't' }],
};
const build = (): Recording => new Recording(INIT);
/** A group no one draws: it does not listen for writes. */
const buildPlain = (): LIB_GraphicSprites => new LIB_GraphicSprites(INIT);

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

  it('a group that listens builds its objects watched: no draw is needed, and building tells no one', () => {
    const group = build();
    const sprite = group.getSprite(1)!;
    expect([
      isWatched(sprite),
      isWatched(group.getSprite(0)!.subSprites[0]!),
      isWatched(group.spritesGroup),
    ]).to.deep.equal([true, true, true]);
    const inserted = group.insertSprite({ id: 'v', left: 1, subSprites: [{ id: 'w' }] })!;
    expect([isWatched(inserted), isWatched(inserted.subSprites[0]!)]).to.deep.equal([true, true]);
    expect(group.writes).to.deep.equal([]);
    sprite.left = 99;
    inserted.subSprites[0]!.src = 'x.png';
    expect(group.writes).to.deep.equal(['t.left', 'w.src']);
  });

  it('a group that does not listen costs nothing: its fields stay plain data until watched', () => {
    const group = buildPlain();
    const other = group.getSprite(1)!;
    other.left = 99;
    expect(isWatched(other)).to.equal(false);
    expect(Object.getOwnPropertyDescriptor(other, 'left')).to.have.property('value', 99);
    watchFields(other);
    expect(isWatched(other)).to.equal(true);
    expect(Object.getOwnPropertyDescriptor(other, 'left')).to.have.property('get');
    expect(other.left).to.equal(99);
  });

  it('keeps keys, their order, values, spreading and snapshots as they were', () => {
    const plain = buildPlain();
    const watched = buildPlain();
    for (const sprite of watched.spritesGroup.sprites) {
      watchFields(sprite);
      for (const sub of sprite.subSprites) watchFields(sub);
    }
    watchFields(watched.spritesGroup);
    const a = plain.getSprite(0)!;
    const b = watched.getSprite(0)!;
    expect(Object.keys(b)).to.deep.equal(Object.keys(a));
    // Built watched by a listening group: the same keys, in the same order.
    expect(Object.keys(build().getSprite(0)!)).to.deep.equal(Object.keys(a));
    expect(Object.keys(build().spritesGroup)).to.deep.equal(Object.keys(plain.spritesGroup));
    for (const { name } of VALUE_FIELDS)
      expect((b as unknown as Record<string, unknown>)[name], name).to.deep.equal(
        (a as unknown as Record<string, unknown>)[name],
      );
    // Nothing is added beside them, not even a hidden symbol: the values live in private fields.
    expect(Reflect.ownKeys(b)).to.deep.equal(Reflect.ownKeys(a));
    expect(Reflect.ownKeys(build().getSprite(0)!)).to.deep.equal(Reflect.ownKeys(a));
    const spread = { ...b } as Record<string, unknown>;
    expect(spread['left']).to.equal(3);
    const json = (group: LIB_GraphicSprites): string =>
      JSON.stringify(group.getCopy(false, false, true)).replace(/"time":[\d.]+/g, '"time":0');
    expect(json(watched)).to.equal(json(plain));
    expect(json(build())).to.equal(json(plain));
    // The model's own methods go through the same fields.
    watched.setPropertyCascade('width', 50);
    expect(b.width).to.equal(50);
    expect(b.subSprites[0]!.width).to.equal(50);
  });

  it('keeps fields the page added, their order and descriptors, symbols included', () => {
    const mark = Symbol('mark');
    // Adopted by reference: the page's own object, not built by the model, is watched when drawn.
    const group = new Recording({
      id: 'g',
      sprites: [{ id: 's', extra: 'given', byReference: true, subSprites: [{ id: 'u' }] }],
    } as never);
    const sprite = group.getSprite(0)! as unknown as Record<PropertyKey, unknown>;
    expect(isWatched(sprite)).to.equal(false);
    sprite.later = 1;
    // Own fields named as the prototype's read-only methods and as Object's `__proto__` setter.
    Object.defineProperty(sprite, 'getTime', { value: 'own', writable: true, enumerable: true, configurable: true });
    Object.defineProperty(sprite, '__proto__', { value: 'own', writable: true, enumerable: true, configurable: true });
    sprite[mark] = 'symbol';
    Object.defineProperty(sprite, 'hiddenLater', { value: 2, enumerable: false, writable: false, configurable: true });
    const keys = Object.keys(sprite);
    const symbols = Object.getOwnPropertySymbols(sprite);
    watchFields(sprite);
    expect(Object.keys(sprite)).to.deep.equal(keys);
    expect(Object.getOwnPropertySymbols(sprite).filter((key) => symbols.includes(key))).to.deep.equal(symbols);
    expect([sprite.extra, sprite.later, sprite[mark], sprite.hiddenLater, sprite.getTime]).to.deep.equal([
      'given',
      1,
      'symbol',
      2,
      'own',
    ]);
    expect(Object.getOwnPropertyDescriptor(sprite, '__proto__')).to.include({ value: 'own' });
    expect(Object.getPrototypeOf(sprite)).to.equal(group.getSprite(0)!.constructor.prototype);
    expect(Object.getOwnPropertyDescriptor(sprite, 'hiddenLater')).to.include({ enumerable: false, writable: false });
    expect(group.getSprite(0)!.subSpritesByZIndex.map((sub) => sub.id)).to.deep.equal(['u']);
    sprite.left = 5;
    expect(group.writes).to.deep.equal(['s.left']);
  });

  it('an object with a field the page made permanent is still watched', () => {
    const group = new Recording({ id: 'g', sprites: [{ id: 's', byReference: true }] });
    const sprite = group.getSprite(0)!;
    expect(isWatched(sprite)).to.equal(false);
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

  it('an object whose prototype is watched is not watched itself until it is watched', () => {
    const sprite = build().getSprite(0)!;
    watchFields(sprite);
    const derived = Object.create(sprite) as SpriteObject;
    expect(isWatched(derived)).to.equal(false);
    watchFields(derived);
    expect([isWatched(derived), isWatched(sprite), derived.left]).to.deep.equal([true, true, 3]);
  });

  it('an object inheriting from a watched one reads and writes through it until watched itself', () => {
    const group = build();
    const sprite = group.getSprite(0)!;
    const derived = Object.create(sprite) as SpriteObject;
    derived.left = 7;
    expect([sprite.left, derived.left, isWatched(derived)]).to.deep.equal([7, 7, false]);
    expect(group.writes).to.deep.equal(['s.left']);
    watchFields(derived);
    derived.left = 8;
    expect([sprite.left, derived.left]).to.deep.equal([7, 8]);
  });

  it('keeps a view beside a watched object only, unseen by its keys, snapshots and derived objects', () => {
    const group = build();
    const sprite = group.getSprite(0)!;
    const keys = Reflect.ownKeys(sprite);
    const snapshot = (): string =>
      JSON.stringify(group.getCopy(false, false, true)).replace(/"time":[\d.]+/g, '"time":0');
    const json = snapshot();
    const view = {};
    expect(setView(sprite, view)).to.equal(true);
    expect(viewOf(sprite)).to.equal(view);
    expect([Reflect.ownKeys(sprite), snapshot(), { ...sprite }.left]).to.deep.equal([keys, json, 3]);
    expect(viewOf(Object.create(sprite) as object)).to.equal(undefined);
    expect(setView(sprite, undefined)).to.equal(true);
    expect(viewOf(sprite)).to.equal(undefined);
    const plain = buildPlain().getSprite(0)!;
    expect([setView(plain, view), viewOf(plain)]).to.deep.equal([false, undefined]);
  });
});
