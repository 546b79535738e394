import { expect } from '@open-wc/testing';
import { LIB_GraphicSprites } from './index.js';
import type { SpriteObject, SubSpriteObject } from './index.js';
import { bad, expectUnchanged, makeGroup } from '../../test/support/model.js';

type Flags = { group: boolean; sprites: boolean[]; subs: boolean[][] };

const flagsOf = (g: LIB_GraphicSprites): Flags => ({
  group: g.spritesGroup.disabled,
  sprites: g.spritesGroup.sprites.map((s) => s.disabled),
  subs: g.spritesGroup.sprites.map((s) => s.subSprites.map((k) => k.disabled)),
});

const setAll = (g: LIB_GraphicSprites, value: boolean): void => {
  g.spritesGroup.disabled = value;
  for (const s of g.spritesGroup.sprites) {
    s.disabled = value;
    for (const k of s.subSprites) k.disabled = value;
  }
};

const uniform = (g: LIB_GraphicSprites, value: boolean): Flags => ({
  group: value,
  sprites: g.spritesGroup.sprites.map(() => value),
  subs: g.spritesGroup.sprites.map((s) => s.subSprites.map(() => value)),
});

const OPTIONS = [undefined, true, false] as const;
const show = (value: unknown): string => (value === undefined ? 'default' : String(value));

describe('disabled state (docs/model.md#disabled-state, #disabled)', () => {
  let g: LIB_GraphicSprites;
  let a: SpriteObject;
  let b: SpriteObject;
  let a1: SubSpriteObject;
  beforeEach(() => {
    g = makeGroup();
    a = g.getSprite(0)!;
    b = g.getSprite(1)!;
    a1 = a.subSprites[0]!;
  });

  it('everything starts enabled', () => {
    expect(flagsOf(g)).to.deep.equal(uniform(g, false));
    expect([g.isDisabled(), g.isDisabledSprite(a), g.isDisabledSubSprite(a1)]).to.deep.equal([false, false, false]);
  });

  it('an element reads disabled when its own flag or any ancestor is disabled', () => {
    a1.disabled = true;
    expect([
      g.isDisabled(),
      g.isDisabledSprite(a),
      g.isDisabledSubSprite(a1),
      g.isDisabledSubSprite(a.subSprites[1]!),
    ]).to.deep.equal([false, false, true, false]);
    a1.disabled = false;
    a.disabled = true;
    expect([g.isDisabledSprite(a), g.isDisabledSubSprite(a1), g.isDisabledSprite(b)]).to.deep.equal([
      true,
      true,
      false,
    ]);
    a.disabled = false;
    g.spritesGroup.disabled = true;
    expect([g.isDisabled(), g.isDisabledSprite(a), g.isDisabledSubSprite(a1), g.isDisabledSprite(b)]).to.deep.equal([
      true,
      true,
      true,
      true,
    ]);
    // own flags untouched
    expect([a.disabled, a1.disabled]).to.deep.equal([false, false]);
  });

  it('isDisabledSprite defaults to the current sprite; non-elements read false', () => {
    g.setPointer(1);
    b.disabled = true;
    expect(g.isDisabledSprite()).to.equal(true);
    expect(g.isDisabledSprite(bad('b'))).to.equal(false);
    expect(g.isDisabledSubSprite(bad(undefined))).to.equal(false);
    expect(new LIB_GraphicSprites().isDisabledSprite()).to.equal(false);
  });

  it('fields isDisabled of sprite and sub-sprite follow the chain', () => {
    expect(a.isDisabled()).to.equal(false);
    g.spritesGroup.disabled = true;
    expect(a.isDisabled()).to.equal(true);
    expect(a1.isDisabled()).to.equal(true);
    g.spritesGroup.disabled = false;
    a.disabled = true;
    expect(a1.isDisabled()).to.equal(true);
    expect(b.subSprites[0]!.isDisabled()).to.equal(false);
  });

  it('row: group enabled -> setDisabled(true) disables the group and (affectChildren default true) all children', () => {
    expect(g.setDisabled(true)).to.equal(undefined);
    expect(flagsOf(g)).to.deep.equal(uniform(g, true));
    expect(g.isDisabled()).to.equal(true);
  });

  it('row: group disabled -> setDisabled(false) enables only the group (affectChildren default false)', () => {
    g.setDisabled(true);
    g.setDisabled(false);
    expect(g.isDisabled()).to.equal(false);
    const expected = uniform(g, true);
    expected.group = false;
    expect(flagsOf(g)).to.deep.equal(expected);
    expect(g.isDisabledSprite(a)).to.equal(true);
  });

  it('setDisabled() with no argument enables (disabled default false)', () => {
    g.spritesGroup.disabled = true;
    g.setDisabled();
    expect(g.isDisabled()).to.equal(false);
  });

  it('row: setDisabled(d, true) sets every sprite and sub-sprite to d', () => {
    setAll(g, true);
    g.setDisabled(false, true);
    expect(flagsOf(g)).to.deep.equal(uniform(g, false));
    g.setDisabled(true, true);
    expect(flagsOf(g)).to.deep.equal(uniform(g, true));
  });

  it('setDisabled(true, false) disables the group only; children still read disabled', () => {
    g.setDisabled(true, false);
    const expected = uniform(g, false);
    expected.group = true;
    expect(flagsOf(g)).to.deep.equal(expected);
    expect(g.isDisabledSubSprite(a1)).to.equal(true);
  });

  // docs/model.md#disabled defaults: affectParentChildren = !disabled;
  // affectParent = affectParentChildren || !disabled; affectSubSprites = disabled.
  // affectSubSprites is ignored when affectParent is true; affectParentChildren is ignored when affectParent is false.
  for (const disabled of [true, false]) {
    for (const affectSubSprites of OPTIONS) {
      for (const affectParent of OPTIONS) {
        for (const affectParentChildren of OPTIONS) {
          const label = `setDisabledSprite(b, ${disabled}, ${show(affectSubSprites)}, ${show(affectParent)}, ${show(affectParentChildren)})`;
          it(label, () => {
            setAll(g, !disabled);
            const expected = uniform(g, !disabled);
            const parentChildren = affectParentChildren ?? !disabled;
            const parent = affectParent ?? (parentChildren || !disabled);
            const subSprites = affectSubSprites ?? disabled;
            expected.sprites[1] = disabled;
            if (parent) {
              expected.group = disabled;
              if (parentChildren) Object.assign(expected, uniform(g, disabled));
            } else if (subSprites) {
              expected.subs[1] = expected.subs[1]!.map(() => disabled);
            }
            g.setDisabledSprite(b, disabled, affectSubSprites, affectParent, affectParentChildren);
            expect(flagsOf(g)).to.deep.equal(expected);
            // the sprite field passes the same arguments
            setAll(g, !disabled);
            b.setDisabled(disabled, affectSubSprites, affectParent, affectParentChildren);
            expect(flagsOf(g)).to.deep.equal(expected);
          });
        }
      }
    }
  }

  it('setDisabledSprite defaults, spelled out', () => {
    // disabling: only the sprite and its sub-sprites
    g.setDisabledSprite(b, true);
    expect(flagsOf(g)).to.deep.equal({
      group: false,
      sprites: [false, true, false],
      subs: [[false, false, false], [true], []],
    });
    // enabling: the group and everything in it
    setAll(g, true);
    g.setDisabledSprite(b, false);
    expect(flagsOf(g)).to.deep.equal(uniform(g, false));
    // no argument at all: the current sprite, enabled (disabled default false)
    setAll(g, true);
    g.setDisabledSprite();
    expect(flagsOf(g)).to.deep.equal(uniform(g, false));
  });

  for (const disabled of [true, false]) {
    for (const affectParents of OPTIONS) {
      for (const affectParentsChildren of OPTIONS) {
        const label = `setDisabledSubSprite(b1, ${disabled}, ${show(affectParents)}, ${show(affectParentsChildren)})`;
        it(label, () => {
          const b1 = b.subSprites[0]!;
          setAll(g, !disabled);
          const expected = uniform(g, !disabled);
          const parentsChildren = affectParentsChildren ?? !disabled;
          const parents = affectParents ?? (parentsChildren || !disabled);
          expected.subs[1]![0] = disabled;
          if (parents) {
            expected.sprites[1] = disabled;
            expected.group = disabled;
            if (parentsChildren) Object.assign(expected, uniform(g, disabled));
          }
          g.setDisabledSubSprite(b1, disabled, affectParents, affectParentsChildren);
          expect(flagsOf(g)).to.deep.equal(expected);
          setAll(g, !disabled);
          b1.setDisabled(disabled, affectParents, affectParentsChildren);
          expect(flagsOf(g)).to.deep.equal(expected);
        });
      }
    }
  }

  it('setDisabledSubSprite defaults, spelled out', () => {
    g.setDisabledSubSprite(a1, true);
    expect(flagsOf(g)).to.deep.equal({
      group: false,
      sprites: [false, false, false],
      subs: [[true, false, false], [false], []],
    });
    setAll(g, true);
    g.setDisabledSubSprite(a1);
    expect(flagsOf(g)).to.deep.equal(uniform(g, false));
  });

  it('setDisabled* on foreign or non-elements change nothing', () => {
    const other = makeGroup();
    expectUnchanged(
      g,
      () => {
        g.setDisabledSprite(other.getSprite(0)!, true);
        g.setDisabledSprite(bad('a'), true, true, true, true);
        g.setDisabledSubSprite(other.getSprite(0)!.subSprites[0]!, true, true, true);
        g.setDisabledSubSprite(bad(null), true);
      },
      'foreign setDisabled',
    );
    expect(flagsOf(other)).to.deep.equal(uniform(other, false));
  });

  it('non-boolean disabled values are converted to boolean', () => {
    g.setDisabled(bad(1), false);
    expect(g.spritesGroup.disabled).to.equal(true);
    g.setDisabledSprite(a, bad('yes'), false, false);
    expect(a.disabled).to.equal(true);
    g.setDisabledSubSprite(a1, bad(0), false);
    expect(a1.disabled).to.equal(false);
  });
});
