import { expect } from '@open-wc/testing';
import {
  GraphicSprites,
  LIB_GraphicSprites,
  SRC_TYPES,
  SpriteObject,
  SpritesGroupObject,
  SubSpriteObject,
  filterProperties_DEFAULT_PROPERTIES,
} from './index.js';
import { bad, expectConsistent, fixture, ids, makeGroup } from '../../test/support/model.js';

describe('LIB_GraphicSprites: static constants (docs/model.md#static-members)', () => {
  it('has the documented default values', () => {
    expect(LIB_GraphicSprites.HEIGHT_SOURCE_DEFAULT).to.equal(32);
    expect(LIB_GraphicSprites.WIDTH_SOURCE_DEFAULT).to.equal(32);
    expect(LIB_GraphicSprites.ZINDEX_DEFAULT).to.equal(1);
    expect(LIB_GraphicSprites.SRC_TYPES_DEFAULT).to.equal(0);
    expect(LIB_GraphicSprites.SRC_TYPES_DEFAULT).to.equal(LIB_GraphicSprites.SRC_TYPES.IMAGE);
    expect(LIB_GraphicSprites.LEFT_DEFAULT).to.equal(0);
    expect(LIB_GraphicSprites.TOP_DEFAULT).to.equal(0);
    expect(LIB_GraphicSprites.LEFT_SOURCE_DEFAULT).to.equal(0);
    expect(LIB_GraphicSprites.TOP_SOURCE_DEFAULT).to.equal(0);
    expect(LIB_GraphicSprites.WIDTH_DEFAULT).to.equal(32);
    expect(LIB_GraphicSprites.HEIGHT_DEFAULT).to.equal(32);
  });

  it('has every SRC_TYPES entry of the table', () => {
    expect({ ...LIB_GraphicSprites.SRC_TYPES }).to.deep.equal({
      DEFAULT: 0,
      IMAGE: 0,
      TEXT: 1,
      SEGMENT: 2,
      PIXEL: 3,
      RECTANGLE: 4,
      CIRCLE: 5,
      ARC: 6,
      ELLIPSE: 7,
      TRIANGLE: 8,
      BEZIER_CURVE: 9,
      QUADRATIC_BEZIER_CURVE: 10,
      BITMAP: 11,
      MAP: 12,
    });
    expect(SRC_TYPES).to.equal(LIB_GraphicSprites.SRC_TYPES);
  });

  it('accepts user-added SRC_TYPES entries by name and by value', () => {
    LIB_GraphicSprites.SRC_TYPES.HOLOGRAM = 42;
    try {
      const g = new LIB_GraphicSprites({
        srcType: 'HOLOGRAM',
        sprites: [
          { id: 's', srcType: 42 },
          { id: 't', srcType: 'TEXT' },
        ],
      });
      expect(g.spritesGroup.srcType).to.equal(42);
      expect(g.getSprite(0)!.srcType).to.equal(42);
      expect(g.getSprite(1)!.srcType).to.equal(1);
    } finally {
      delete LIB_GraphicSprites.SRC_TYPES.HOLOGRAM;
    }
    // Once removed, the name no longer resolves: the static default is used.
    const after = new LIB_GraphicSprites({ srcType: bad('HOLOGRAM') });
    expect(after.spritesGroup.srcType).to.equal(0);
  });

  it("filterProperties_DEFAULT_PROPERTIES lists each kind's own fields (docs/model.md#copy)", () => {
    const defaults = LIB_GraphicSprites.filterProperties_DEFAULT_PROPERTIES;
    expect(defaults).to.equal(filterProperties_DEFAULT_PROPERTIES);
    expect(Object.keys(defaults).sort()).to.deep.equal([
      'sprite',
      'sprites',
      'spritesGroup',
      'spritesGroups',
      'spritesScene',
      'subSprite',
    ]);
    expect([...defaults.spritesScene!]).to.deep.equal(['id', 'spritesGroups']);
    expect([...defaults.spritesGroups!]).to.include.members(['id', 'items']);
    expect([...defaults.sprites!].sort()).to.deep.equal(
      [
        'id',
        'byReference_DEFAULT',
        'spritesGroup',
        'zIndex',
        'pointer',
        'pointerPrevious',
        'time',
        'position',
        'positionByZIndex',
      ].sort(),
    );
    expect([...defaults.spritesGroup!].sort()).to.deep.equal(
      [
        'id',
        'byReference_DEFAULT',
        'src',
        'srcType',
        'srcLeft',
        'srcTop',
        'srcWidth',
        'srcHeight',
        'left',
        'top',
        'width',
        'height',
        'zIndex',
        'data',
        'disabled',
        'sprites',
      ].sort(),
    );
    const spriteFields = [
      'id',
      'byReference',
      'time',
      'src',
      'srcType',
      'srcLeft',
      'srcTop',
      'srcWidth',
      'srcHeight',
      'left',
      'top',
      'width',
      'height',
      'zIndex',
      'data',
      'disabled',
      'position',
      'positionByZIndex',
    ];
    expect([...defaults.sprite!].sort()).to.deep.equal([...spriteFields, 'subSprites'].sort());
    expect([...defaults.subSprite!].sort()).to.deep.equal([...spriteFields].sort());
  });

  it('exports the idiomatic name beside the spec name', () => {
    expect(GraphicSprites).to.equal(LIB_GraphicSprites);
  });
});

describe('LIB_GraphicSprites: constructor and instance members (docs/model.md#group-class, #constructor)', () => {
  it('builds an empty group with defaults when given nothing', () => {
    const g = new LIB_GraphicSprites();
    expect(g.id).to.match(/^LIB_GraphicSprites_\d+$/);
    expect(g.spritesGroup.id).to.equal(g.id);
    expect(g.isSprites).to.equal(true);
    expect(g.type).to.equal('sprites');
    expect(g.pointer).to.equal(-1);
    expect(g.pointerPrevious).to.equal(-1);
    expect(g.getPointer()).to.equal(0);
    expect(g.time).to.equal(0);
    expect(g.zIndex).to.equal(1);
    expect(g.parent).to.equal(undefined);
    expect(g.byReference_DEFAULT).to.equal(false);
    const group = g.spritesGroup;
    expect(group).to.be.instanceOf(SpritesGroupObject);
    expect(group.isSpritesGroup).to.equal(true);
    expect(group.type).to.equal('spritesGroup');
    expect(group.container).to.equal(g);
    expect(group.src).to.equal('');
    expect(group.srcType).to.equal(0);
    expect([group.srcLeft, group.srcTop, group.srcWidth, group.srcHeight]).to.deep.equal([0, 0, 32, 32]);
    expect([group.left, group.top, group.width, group.height]).to.deep.equal([0, 0, 32, 32]);
    expect(group.zIndex).to.equal(1);
    expect(group.disabled).to.equal(false);
    expect(group.sprites).to.deep.equal([]);
    expect(group.spritesByZIndex).to.deep.equal([]);
    expect(group.byReference_DEFAULT).to.equal(false);
  });

  it('generates consecutive ids per kind, and ids for falsy ids', () => {
    const first = new LIB_GraphicSprites();
    const second = new LIB_GraphicSprites({
      id: bad(0),
      sprites: [{ id: bad('') }, { id: bad(false) }, { subSprites: [{ id: bad(null) }, { id: bad(NaN) }] }],
    });
    const n = Number(String(first.id).split('_').pop());
    expect(second.id).to.equal('LIB_GraphicSprites_' + (n + 1));
    const spriteIds = ids(second.getSprites());
    expect(spriteIds[0]).to.match(/^LIB_GraphicSprites\.sprite_\d+$/);
    const m = Number(String(spriteIds[0]).split('_').pop());
    expect(spriteIds).to.deep.equal([0, 1, 2].map((k) => 'LIB_GraphicSprites.sprite_' + (m + k)));
    const subIds = ids(second.getSubSprites(second.getSprite(2)));
    expect(subIds[0]).to.match(/^LIB_GraphicSprites\.subSprite_\d+$/);
    const s = Number(String(subIds[0]).split('_').pop());
    expect(subIds[1]).to.equal('LIB_GraphicSprites.subSprite_' + (s + 1));
  });

  it('keeps given truthy ids of any type', () => {
    const g = new LIB_GraphicSprites({ id: bad(7), sprites: [{ id: 12, subSprites: [{ id: 'x' }] }] });
    expect(g.id).to.equal(7);
    expect(g.getSpriteById(12)!.id).to.equal(12);
    expect(g.getSubSpriteById('x', g.getSprite(0))!.id).to.equal('x');
  });

  it('stores every given group field, sanitized, and passes sprites to insertSprites', () => {
    const g = makeGroup();
    const group = g.spritesGroup;
    expect(g.id).to.equal('group');
    expect(group.src).to.equal('sheet.png');
    expect(group.srcType).to.equal(0);
    expect([group.srcLeft, group.srcTop, group.srcWidth, group.srcHeight]).to.deep.equal([1, 2, 64, 48]);
    expect([group.left, group.top, group.width, group.height]).to.deep.equal([5, 6, 100, 80]);
    expect(g.zIndex).to.equal(10);
    expect(group.zIndex).to.equal(10);
    expect(ids(group.sprites)).to.deep.equal(['a', 'b', 'c']);
    expect(ids(group.spritesByZIndex)).to.deep.equal(['b', 'c', 'a']);
    expectConsistent(g);
  });

  it('stores srcType as the SRC_TYPES integer, accepting names', () => {
    const g = new LIB_GraphicSprites({
      srcType: 'BITMAP',
      sprites: [
        { id: 's', srcType: 'MAP' },
        { id: 't', srcType: 4 },
      ],
    });
    expect(g.spritesGroup.srcType).to.equal(11);
    expect(g.getSprite(0)!.srcType).to.equal(12);
    expect(g.getSprite(1)!.srcType).to.equal(4);
  });

  it('converts a non-boolean byReference to the SPRITES_OBJECT byReference_DEFAULT (docs/model.md#constructor)', () => {
    expect(new LIB_GraphicSprites({ byReference_DEFAULT: true }).byReference_DEFAULT).to.equal(true);
    expect(new LIB_GraphicSprites({ byReference_DEFAULT: bad(1) }, bad('yes')).byReference_DEFAULT).to.equal(true);
    expect(new LIB_GraphicSprites({ byReference_DEFAULT: true }, false).byReference_DEFAULT).to.equal(false);
    expect(new LIB_GraphicSprites({}, true).byReference_DEFAULT).to.equal(true);
    expect(new LIB_GraphicSprites({ byReference_DEFAULT: bad(undefined) }).byReference_DEFAULT).to.equal(false);
    expect(new LIB_GraphicSprites({}, true).spritesGroup.byReference_DEFAULT).to.equal(true);
  });

  it('points the first sprite and stamps the time on construction (docs/model.md#pointer)', () => {
    const before = performance.now();
    const g = makeGroup();
    expect(g.pointer).to.equal(0);
    expect(g.pointerPrevious).to.equal(-1);
    expect(g.time).to.be.at.least(before);
    expect(g.getSprite(0)!.time).to.equal(g.time);
    expect(g.getSprite(1)!.time).to.equal(0);
  });

  it('is a deep copy of the given object without byReference', () => {
    const init = fixture();
    const g = new LIB_GraphicSprites(init);
    expect(g.spritesGroup).to.not.equal(init);
    expect(g.getSprite(0)).to.not.equal(init.sprites![0]);
    init.sprites![0]!.src = 'changed.png';
    init.sprites!.push({ id: 'late' });
    (init.data as Record<string, unknown>).level = 'changed';
    expect(g.getSprite(0)!.src).to.equal('sheet.png');
    expect(g.getSprites()).to.have.length(3);
    expect(g.spritesGroup.data.level).to.equal('group');
  });

  it('uses the given objects directly with byReference true', () => {
    const init = fixture();
    const spritesArray = init.sprites!;
    const spriteInit = spritesArray[0]!;
    const subArray = spriteInit.subSprites!;
    const subInit = subArray[1]!;
    const g = new LIB_GraphicSprites(init, true);
    expect(g.spritesGroup).to.equal(init);
    expect(g.spritesGroup.sprites).to.equal(spritesArray);
    expect(g.getSprite(0)).to.equal(spriteInit);
    expect(g.getSprite(0)!.subSprites).to.equal(subArray);
    expect(g.getSubSprite(1, g.getSprite(0))).to.equal(subInit);
    expect(g.getSprite(0)).to.be.instanceOf(SpriteObject);
    expect(g.getSubSprite(1, g.getSprite(0))).to.be.instanceOf(SubSpriteObject);
    expect(g.getSprite(0)!.byReference).to.equal(true);
    expect(g.spritesGroup.data).to.equal(init.data);
    expectConsistent(g);
  });

  it("a sprite's byReference overrides the default for it and its sub-sprites", () => {
    const spriteInit = { id: 's', byReference: true, subSprites: [{ id: 'k' }] };
    const subInit = { id: 'r', byReference: true };
    const g = new LIB_GraphicSprites({ sprites: [spriteInit, { id: 't', subSprites: [subInit, { id: 'q' }] }] });
    expect(g.getSprite(0)).to.equal(spriteInit);
    expect(g.getSprite(0)!.byReference).to.equal(true);
    expect(g.getSprite(1)!.byReference).to.equal(false);
    expect(g.getSubSprite(0, g.getSprite(1))).to.equal(subInit);
    expect(g.getSubSprite(1, g.getSprite(1))!.byReference).to.equal(false);
    // Sub-sprites without byReference take the group default (false), not the sprite's flag.
    expect(g.getSubSprite(0, g.getSprite(0))!.byReference).to.equal(false);
  });

  it('accepts another LIB_GraphicSprites, copying it', () => {
    const g = makeGroup();
    g.setPointer(2);
    const copy = new LIB_GraphicSprites(bad(g));
    expect(copy).to.not.equal(g);
    expect(copy.id).to.equal(g.id);
    expect(copy.pointer).to.equal(2);
    expect(ids(copy.getSprites())).to.deep.equal(['a', 'b', 'c']);
    expect(copy.getSprite(0)).to.not.equal(g.getSprite(0));
    expect(copy.getSprite(0)!.container).to.equal(copy);
  });

  it('keeps caller extra fields on the objects', () => {
    const g = new LIB_GraphicSprites(bad({ sprites: [{ id: 's', custom: 5, subSprites: [{ id: 'k', note: 'n' }] }] }));
    expect((g.getSprite(0) as unknown as Record<string, unknown>).custom).to.equal(5);
    expect((g.getSubSprite(0, g.getSprite(0)) as unknown as Record<string, unknown>).note).to.equal('n');
  });

  it('has read-only constants on every kind', () => {
    const g = makeGroup();
    const sprite = g.getSprite(0)!;
    const sub = g.getSubSprite(0, sprite)!;
    expect(() => {
      bad(g).isSprites = false;
    }).to.throw(TypeError);
    expect(() => {
      bad(g).type = 'x';
    }).to.throw(TypeError);
    expect(() => {
      bad(g.spritesGroup).type = 'x';
    }).to.throw(TypeError);
    expect(() => {
      bad(sprite).isSprite = false;
    }).to.throw(TypeError);
    expect(() => {
      bad(sub).type = 'x';
    }).to.throw(TypeError);
    expect(() => {
      bad(sprite).getCurrent = () => null;
    }).to.throw(TypeError);
    expect(() => {
      bad(sub).setZIndex = () => 0;
    }).to.throw(TypeError);
    expect([g.type, g.spritesGroup.type, sprite.type, sub.type]).to.deep.equal([
      'sprites',
      'spritesGroup',
      'sprite',
      'subSprite',
    ]);
    expect([sprite.isSprite, sub.isSubSprite, g.spritesGroup.isSpritesGroup]).to.deep.equal([true, true, true]);
    expect(typeof sprite.getCurrent).to.equal('function');
  });
});

describe('inheritance chain (docs/model.md#inheritance)', () => {
  const group = {
    src: 'g.png',
    srcType: 'TEXT',
    srcLeft: 3,
    srcTop: 4,
    srcWidth: 50,
    srcHeight: 60,
    left: 7,
    top: 8,
    width: 70,
    height: 90,
    zIndex: 5,
    disabled: true,
    data: { a: 'group', b: 'group' },
  };

  it('a sprite takes each absent field from its group, except left/top (static default)', () => {
    const g = new LIB_GraphicSprites({ ...group, sprites: [{ id: 's' }] });
    const s = g.getSprite(0)!;
    expect(s.src).to.equal('g.png');
    expect(s.srcType).to.equal(1);
    expect([s.srcLeft, s.srcTop, s.srcWidth, s.srcHeight]).to.deep.equal([3, 4, 50, 60]);
    expect([s.left, s.top]).to.deep.equal([0, 0]);
    expect([s.width, s.height]).to.deep.equal([70, 90]);
    expect(s.zIndex).to.equal(5);
    expect(s.disabled).to.equal(true);
    expect(s.data.a).to.equal('group');
    expect(s.subSprites).to.deep.equal([]);
    expect(s.byReference).to.equal(false);
    expect(s.parent).to.equal(g.spritesGroup);
    expect(s.container).to.equal(g);
    expect(s.isSprite).to.equal(true);
    expect(s.type).to.equal('sprite');
    expect(s.position).to.equal(0);
    expect(s.positionByZIndex).to.equal(0);
  });

  it('a sub-sprite takes each absent field from its sprite, which took it from the group', () => {
    const g = new LIB_GraphicSprites({
      ...group,
      sprites: [{ id: 's', width: 11, srcTop: 12, subSprites: [{ id: 'k' }] }],
    });
    const s = g.getSprite(0)!;
    const k = g.getSubSprite(0, s)!;
    expect(k.src).to.equal('g.png');
    expect(k.srcType).to.equal(1);
    expect([k.srcLeft, k.srcTop, k.srcWidth, k.srcHeight]).to.deep.equal([3, 12, 50, 60]);
    expect([k.left, k.top]).to.deep.equal([0, 0]);
    expect([k.width, k.height]).to.deep.equal([11, 90]);
    expect(k.zIndex).to.equal(5);
    expect(k.disabled).to.equal(true);
    expect(k.byReference).to.equal(false);
    expect(k.parent).to.equal(s);
    expect(k.container).to.equal(g);
    expect(k.isSubSprite).to.equal(true);
    expect(k.type).to.equal('subSprite');
    expect(k.position).to.equal(0);
    expect(k.positionByZIndex).to.equal(0);
    expect(k.time).to.equal(s.time);
  });

  it('own values win at every level', () => {
    const own = {
      src: 'o.png',
      srcType: 'CIRCLE',
      srcLeft: 1,
      srcTop: 2,
      srcWidth: 3,
      srcHeight: 4,
      left: 5,
      top: 6,
      width: 7,
      height: 8,
      zIndex: -2,
      disabled: false,
    };
    const g = new LIB_GraphicSprites({
      ...group,
      sprites: [{ id: 's', ...own, subSprites: [{ id: 'k', ...own, srcType: 'ARC', zIndex: 9 }] }],
    });
    const s = g.getSprite(0)!;
    const k = g.getSubSprite(0, s)!;
    for (const target of [s, k]) {
      expect(target.src).to.equal('o.png');
      expect([
        target.srcLeft,
        target.srcTop,
        target.srcWidth,
        target.srcHeight,
        target.left,
        target.top,
        target.width,
        target.height,
      ]).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(target.disabled).to.equal(false);
    }
    expect(s.srcType).to.equal(5);
    expect(k.srcType).to.equal(6);
    expect(s.zIndex).to.equal(-2);
    expect(k.zIndex).to.equal(9);
    // Explicit false stays false on the element, but the chain still reads disabled (docs/model.md#disabled).
    expect(g.isDisabledSprite(s)).to.equal(true);
    expect(g.isDisabledSubSprite(k)).to.equal(true);
  });

  it('falls back to the static defaults when neither element nor parent has a value', () => {
    const g = new LIB_GraphicSprites({ sprites: [{ id: 's', subSprites: [{ id: 'k' }] }] });
    const k = g.getSubSprite(0, g.getSprite(0))!;
    expect(k.src).to.equal('');
    expect(k.srcType).to.equal(0);
    expect([k.srcLeft, k.srcTop, k.srcWidth, k.srcHeight, k.left, k.top, k.width, k.height]).to.deep.equal([
      0, 0, 32, 32, 0, 0, 32, 32,
    ]);
    expect(k.zIndex).to.equal(1);
    expect(k.disabled).to.equal(false);
  });

  it('static defaults changed by the user are the ones used', () => {
    const saved = LIB_GraphicSprites.WIDTH_DEFAULT;
    LIB_GraphicSprites.WIDTH_DEFAULT = 77;
    try {
      const g = new LIB_GraphicSprites({ sprites: [{ id: 's' }] });
      expect(g.spritesGroup.width).to.equal(77);
      expect(g.getSprite(0)!.width).to.equal(77);
    } finally {
      LIB_GraphicSprites.WIDTH_DEFAULT = saved;
    }
  });

  it('invalid own values are treated as absent and inherited', () => {
    const g = new LIB_GraphicSprites({
      ...group,
      sprites: [
        {
          id: 's',
          srcType: bad('NOPE'),
          width: -1,
          height: bad('9px'),
          srcLeft: NaN,
          left: Infinity,
          zIndex: 0,
          disabled: bad('yes'),
        },
      ],
    });
    const s = g.getSprite(0)!;
    expect(s.srcType).to.equal(1);
    expect(s.width).to.equal(70);
    expect(s.height).to.equal(90);
    expect(s.srcLeft).to.equal(3);
    expect(s.left).to.equal(0);
    expect(s.zIndex).to.equal(5);
    expect(s.disabled).to.equal(true);
  });
});

describe('data (docs/model.md#data)', () => {
  it("combines own data with the parent's at both levels, own keys winning", () => {
    const g = new LIB_GraphicSprites({
      data: { a: 'group', b: 'group' },
      sprites: [
        {
          id: 's',
          data: { b: 'sprite', c: 'sprite' },
          subSprites: [{ id: 'k', data: { c: 'sub', d: 'sub' } }, { id: 'n' }],
        },
      ],
    });
    const s = g.getSprite(0)!;
    const k = g.getSubSprite(0, s)!;
    const n = g.getSubSprite(1, s)!;
    expect({ ...g.spritesGroup.data }).to.deep.equal({ a: 'group', b: 'group' });
    expect({ ...s.data }).to.deep.equal({ a: 'group', b: 'sprite', c: 'sprite' });
    expect({ ...k.data }).to.deep.equal({ a: 'group', b: 'sprite', c: 'sub', d: 'sub' });
    expect({ ...n.data }).to.deep.equal({ a: 'group', b: 'sprite', c: 'sprite' });
  });

  it('always carries that/getThis pointing to the owner, at every level', () => {
    const g = makeGroup();
    const s = g.getSprite(0)!;
    const k = g.getSubSprite(0, s)!;
    for (const owner of [g.spritesGroup, s, k] as { data: { that: unknown; getThis: (() => unknown) | null } }[]) {
      expect(owner.data.that).to.equal(owner);
      expect(owner.data.getThis!()).to.equal(owner);
    }
    const bare = new LIB_GraphicSprites({ sprites: [{ id: 'x' }] });
    expect(bare.spritesGroup.data.that).to.equal(bare.spritesGroup);
    expect(bare.getSprite(0)!.data.that).to.equal(bare.getSprite(0));
  });

  it('that/getThis given by the user are ignored, and cannot be assigned afterwards', () => {
    const g = new LIB_GraphicSprites({
      data: { that: 'mine', getThis: 'mine', keep: 1 } as Record<string, unknown>,
      sprites: [{ id: 's', data: { that: 5 } }],
    });
    const data = g.spritesGroup.data;
    expect(data.that).to.equal(g.spritesGroup);
    expect(data.getThis!()).to.equal(g.spritesGroup);
    expect(data.keep).to.equal(1);
    expect(g.getSprite(0)!.data.that).to.equal(g.getSprite(0));
    expect(() => {
      bad(data).that = 'x';
    }).to.throw(TypeError);
    expect(() => {
      bad(data).getThis = () => 'x';
    }).to.throw(TypeError);
    expect(data.that).to.equal(g.spritesGroup);
    // Own enumerable keys are the user's only.
    expect(Object.keys(data)).to.deep.equal(['keep']);
  });

  it('byReference data objects are used directly and still get that/getThis', () => {
    const own = { that: 'x', color: 'red' };
    const g = new LIB_GraphicSprites({ data: { a: 1 }, sprites: [{ id: 's', byReference: true, data: own }] });
    const s = g.getSprite(0)!;
    expect(s.data).to.equal(own);
    expect(s.data.that).to.equal(s);
    expect(s.data.color).to.equal('red');
    expect(s.data.a).to.equal(1);
  });
});
