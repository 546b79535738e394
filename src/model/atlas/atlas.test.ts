import { expect } from '@open-wc/testing';
import { LIB_GraphicSprites, type AtlasSpritesObject } from '../index.js';
import { AtlasError, fromAseprite, fromTexturePacker } from './index.js';
import { resolveImage } from './common.js';

const load = async (name: string): Promise<unknown> =>
  (await fetch(new URL(`../../../test/fixtures/${name}`, import.meta.url))).json();

describe('fromAseprite (test/fixtures/hero.json: JSON hash, trimmed)', () => {
  let json: Record<string, unknown>;
  let atlas: AtlasSpritesObject;
  before(async () => {
    json = (await load('hero.json')) as Record<string, unknown>;
    atlas = LIB_GraphicSprites.fromAseprite(json, { url: 'art/hero.json' });
  });

  it('is read the same by the static of LIB_GraphicSprites once lib-sprites/atlas is imported', () => {
    expect(fromAseprite(json, { url: 'art/hero.json' })).to.deep.equal(atlas);
    const packed = { frames: { a: { frame: { x: 0, y: 0, w: 2, h: 2 } } }, meta: { image: 'a.png' } };
    expect(LIB_GraphicSprites.fromTexturePacker(packed)).to.deep.equal(fromTexturePacker(packed));
  });

  it('gives one sprite per frame: source rectangle from frame, box from spriteSourceSize, duration', () => {
    expect(atlas.sprites).to.have.length(8);
    const frames = json.frames as Record<
      string,
      { frame: Record<string, number>; spriteSourceSize: Record<string, number>; duration: number }
    >;
    Object.entries(frames).forEach(([name, record], i) => {
      const sprite = atlas.sprites[i]!;
      expect(sprite.id).to.equal(name);
      expect([sprite.srcLeft, sprite.srcTop, sprite.srcWidth, sprite.srcHeight]).to.deep.equal([
        record.frame.x,
        record.frame.y,
        record.frame.w,
        record.frame.h,
      ]);
      expect([sprite.left, sprite.top, sprite.width, sprite.height]).to.deep.equal([
        record.spriteSourceSize.x,
        record.spriteSourceSize.y,
        record.spriteSourceSize.w,
        record.spriteSourceSize.h,
      ]);
      expect(sprite.duration).to.equal(record.duration);
      expect(sprite.rotated).to.equal(undefined);
    });
  });

  it('sizes the group to the untrimmed frame and resolves meta.image against the JSON URL', () => {
    expect(atlas.width).to.equal(16);
    expect(atlas.height).to.equal(16);
    expect(atlas.src).to.equal('art/hero.png');
  });

  it('turns frameTags into named ranges with Web Animations directions and repeat counts', () => {
    expect(atlas.tags).to.deep.equal([
      { name: 'walk', from: 0, to: 2, direction: 'normal', repeat: Infinity },
      { name: 'wave', from: 3, to: 5, direction: 'alternate', repeat: 2 },
      { name: 'spin', from: 6, to: 7, direction: 'reverse', repeat: Infinity },
    ]);
  });

  it('anchors each frame at the slice pivot of the key in force (bounds + pivot)', () => {
    expect(atlas.sprites[0]!.anchor).to.deep.equal({ x: 8, y: 15 });
    expect(atlas.sprites[5]!.anchor).to.deep.equal({ x: 8, y: 15 });
    expect(atlas.sprites[6]!.anchor).to.deep.equal({ x: 3 + 6, y: 10 + 4 });
    expect(atlas.sprites[7]!.anchor).to.deep.equal({ x: 3 + 6, y: 10 + 4 });
  });

  it('goes straight into the constructor; the extra fields and the tags stay on the objects', () => {
    const group = new LIB_GraphicSprites(atlas);
    expect(group.getSprites()).to.have.length(8);
    const first = group.getSprite(0)!;
    expect(first.src).to.equal('art/hero.png');
    expect(first.srcWidth).to.equal(8);
    expect((first as unknown as { duration: number }).duration).to.equal(100);
    expect((group.spritesGroup as unknown as { tags: unknown[] }).tags).to.have.length(3);
  });

  it('reads the array form the same way', () => {
    const frames = Object.entries(json.frames as Record<string, Record<string, unknown>>).map(([filename, record]) => ({
      filename,
      ...record,
    }));
    const fromArray = fromAseprite({ ...json, frames }, { url: 'art/hero.json' });
    expect(fromArray).to.deep.equal(atlas);
  });

  it('takes a JSON string, an image override and an id', () => {
    const result = fromAseprite(JSON.stringify(json), { image: 'other.png', id: 'hero' });
    expect(result.src).to.equal('other.png');
    expect(result.id).to.equal('hero');
  });

  it('drops tags that are not ranges of existing frames, and clamps partial ones', () => {
    const meta = {
      ...(json.meta as object),
      frameTags: [
        { name: 'bad', from: 'a', to: 2 },
        { name: 'wide', from: -3, to: 99, direction: 'pingpong_reverse' },
        { name: 'empty', from: 5, to: 2 },
      ],
    };
    expect(fromAseprite({ ...json, meta }).tags).to.deep.equal([
      { name: 'wide', from: 0, to: 7, direction: 'alternate-reverse', repeat: Infinity },
    ]);
  });

  it('throws an AtlasError at the boundary for what is not an atlas', () => {
    for (const input of [
      '{',
      42,
      null,
      { frames: 3 },
      { frames: {} },
      { frames: { a: { frame: { x: 0 } } }, meta: { image: 'a.png' } },
      { frames: { a: { frame: { x: 0, y: 0, w: 1, h: 1 } } } },
    ]) {
      expect(() => fromAseprite(input)).to.throw(AtlasError);
    }
  });
});

describe('fromTexturePacker (test/fixtures/items.json: JSON array, rotated, animations)', () => {
  let atlas: AtlasSpritesObject;
  before(async () => {
    atlas = fromTexturePacker(await load('items.json'), { url: 'https://example.com/art/items.json' });
  });

  it("keeps a rotated frame's rectangle as it is in the sheet and marks it rotated, upright box", () => {
    const sword = atlas.sprites[1]!;
    expect(sword.id).to.equal('sword.png');
    expect(sword.rotated).to.equal(true);
    // Upright 12x6 at (2, 1) in a 16x8 frame; in the sheet 6 wide and 12 tall.
    expect([sword.srcWidth, sword.srcHeight]).to.deep.equal([6, 12]);
    expect([sword.left, sword.top, sword.width, sword.height]).to.deep.equal([2, 1, 12, 6]);
    expect(atlas.sprites[0]!.rotated).to.equal(undefined);
  });

  it('turns animations into tags, with the frame list when it is not a plain range', () => {
    expect(atlas.tags).to.deep.equal([
      { name: 'coin', from: 0, to: 3, direction: 'normal', repeat: Infinity, frames: [0, 2, 3] },
      { name: 'sword', from: 1, to: 1, direction: 'normal', repeat: Infinity },
    ]);
  });

  it('gives pivots (0..1 of the untrimmed frame) as anchors in px, no durations, an absolute image URL', () => {
    expect(atlas.sprites[0]!.anchor).to.deep.equal({ x: 4, y: 8 });
    expect(atlas.sprites[1]!.anchor).to.deep.equal({ x: 8, y: 8 });
    expect(atlas.sprites[0]!.duration).to.equal(undefined);
    expect(atlas.src).to.equal('https://example.com/art/items.png');
    expect([atlas.width, atlas.height]).to.deep.equal([16, 8]);
  });
});

describe('resolveImage', () => {
  it('resolves against absolute, root-relative and relative JSON URLs, and leaves absolute images', () => {
    expect(resolveImage('hero.png', { url: 'https://a.test/x/hero.json' })).to.equal('https://a.test/x/hero.png');
    expect(resolveImage('../img/hero.png', { url: '/x/y/hero.json' })).to.equal('/x/img/hero.png');
    expect(resolveImage('hero.png', { url: 'x/hero.json' })).to.equal('x/hero.png');
    expect(resolveImage('hero.png', { url: 'hero.json' })).to.equal('hero.png');
    expect(resolveImage('data:image/png;base64,AA', { url: 'x/hero.json' })).to.equal('data:image/png;base64,AA');
    expect(resolveImage('hero.png', undefined)).to.equal('hero.png');
  });
});
