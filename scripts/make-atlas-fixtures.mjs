// Writes the atlas fixtures of test/fixtures/: an Aseprite export (hero.json, JSON hash, trimmed
// frames, three tags, a slice with a pivot) and a TexturePacker export (items.json, JSON array,
// a rotated frame, `animations`), each with its PNG; the hero also into demo/assets/ for the demo. Frames are flat rectangles of distinct
// colours with a white 2x2 mark at their top-left corner, so tests can check by pixel where a
// frame landed and which way up it is. Run `node scripts/make-atlas-fixtures.mjs`; the output is committed.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

// ------------------------------------------------------------------ PNG (RGBA, 8 bits)
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};
function png(width, height, pixels) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0;
    pixels.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ------------------------------------------------------------------ images
const rgba = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).concat(255);
const WHITE = '#ffffff';

class Image {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.pixels = Buffer.alloc(width * height * 4);
  }
  rect(x, y, w, h, color) {
    const c = rgba(color);
    for (let j = y; j < y + h; j++) for (let i = x; i < x + w; i++) this.pixels.set(c, (j * this.width + i) * 4);
    return this;
  }
  get(x, y) {
    return this.pixels.subarray((y * this.width + x) * 4, (y * this.width + x) * 4 + 4);
  }
  /** The bounding box of the opaque pixels. */
  trimBox() {
    let x0 = this.width,
      y0 = this.height,
      x1 = -1,
      y1 = -1;
    for (let y = 0; y < this.height; y++)
      for (let x = 0; x < this.width; x++)
        if (this.get(x, y)[3]) {
          x0 = Math.min(x0, x);
          y0 = Math.min(y0, y);
          x1 = Math.max(x1, x);
          y1 = Math.max(y1, y);
        }
    return { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
  }
  /** Copies a region of `from` here; `rotate` turns it 90° clockwise (as TexturePacker packs). */
  blit(from, box, dx, dy, rotate = false) {
    for (let y = 0; y < box.h; y++)
      for (let x = 0; x < box.w; x++) {
        const [tx, ty] = rotate ? [dx + box.h - 1 - y, dy + x] : [dx + x, dy + y];
        this.pixels.set(from.get(box.x + x, box.y + y), (ty * this.width + tx) * 4);
      }
  }
  png() {
    return png(this.width, this.height, this.pixels);
  }
}

/** A frame: a body of one colour, moved and sized per frame so trimming differs, with the white mark. */
const frame = (size, body, color) => {
  const image = new Image(size.w, size.h).rect(body.x, body.y, body.w, body.h, color);
  return image.rect(body.x, body.y, 2, 2, WHITE);
};

// ------------------------------------------------------------------ Aseprite: hero
const HERO = { w: 16, h: 16 };
const heroColors = ['#e6194b', '#3cb44b', '#ffe119', '#4363d8', '#f58231', '#911eb4', '#46f0f0', '#f032e6'];
const heroDurations = [100, 150, 100, 80, 80, 80, 120, 60];
const heroFrames = heroColors.map((color, i) =>
  frame(HERO, { x: 2 + (i % 3), y: 3 + (i % 4), w: 8 + (i % 2) * 2, h: 9 - (i % 3) }, color),
);

{
  const pad = 1;
  const boxes = heroFrames.map((image) => image.trimBox());
  const sheet = new Image(
    boxes.reduce((w, b) => w + b.w + pad, pad),
    Math.max(...boxes.map((b) => b.h)) + 2 * pad,
  );
  const frames = {};
  let x = pad;
  heroFrames.forEach((image, i) => {
    const box = boxes[i];
    sheet.blit(image, box, x, pad);
    frames[`hero ${i}.aseprite`] = {
      frame: { x, y: pad, w: box.w, h: box.h },
      rotated: false,
      trimmed: true,
      spriteSourceSize: box,
      sourceSize: HERO,
      duration: heroDurations[i],
    };
    x += box.w + pad;
  });
  const json = {
    frames,
    meta: {
      app: 'https://www.aseprite.org/',
      version: '1.3.7-x64',
      image: 'hero.png',
      format: 'RGBA8888',
      size: { w: sheet.width, h: sheet.height },
      scale: '1',
      frameTags: [
        { name: 'walk', from: 0, to: 2, direction: 'forward', color: '#000000ff' },
        { name: 'wave', from: 3, to: 5, direction: 'pingpong', repeat: '2', color: '#000000ff' },
        { name: 'spin', from: 6, to: 7, direction: 'reverse', repeat: '0', color: '#000000ff' },
      ],
      layers: [{ name: 'Layer 1', opacity: 255, blendMode: 'normal' }],
      slices: [
        {
          name: 'feet',
          color: '#0000ffff',
          keys: [
            { frame: 0, bounds: { x: 4, y: 12, w: 8, h: 4 }, pivot: { x: 4, y: 3 } },
            { frame: 6, bounds: { x: 3, y: 10, w: 8, h: 5 }, pivot: { x: 6, y: 4 } },
          ],
        },
      ],
    },
  };
  writeFileSync('test/fixtures/hero.json', JSON.stringify(json, null, 1) + '\n');
  writeFileSync('test/fixtures/hero.png', sheet.png());
  // The demo's atlas panel plays the same character (demo/assets/ is what the demo build serves).
  writeFileSync('demo/assets/hero.json', JSON.stringify(json, null, 1) + '\n');
  writeFileSync('demo/assets/hero.png', sheet.png());
}

// ------------------------------------------------------------------ TexturePacker: items
{
  const COIN = { w: 8, h: 8 };
  const coins = ['#ffd700', '#ffb000', '#ff8000'].map((color, i) =>
    frame(COIN, { x: 1 + (i % 2), y: 1, w: 6 - i, h: 6 }, color),
  );
  // The sword: 12x6 upright, left half red, right half blue, in a 16x8 frame; packed turned clockwise.
  const SWORD = { w: 16, h: 8 };
  const sword = new Image(SWORD.w, SWORD.h)
    .rect(2, 1, 6, 6, '#d00000')
    .rect(8, 1, 6, 6, '#0000d0')
    .rect(2, 1, 2, 2, WHITE);
  const items = [
    { name: 'coin_0.png', image: coins[0], size: COIN },
    { name: 'sword.png', image: sword, size: SWORD, rotate: true },
    { name: 'coin_1.png', image: coins[1], size: COIN },
    { name: 'coin_2.png', image: coins[2], size: COIN },
  ];
  const pad = 1;
  const placed = items.map((item) => {
    const box = item.image.trimBox();
    return { ...item, box, sheetW: item.rotate ? box.h : box.w, sheetH: item.rotate ? box.w : box.h };
  });
  const sheet = new Image(
    placed.reduce((w, p) => w + p.sheetW + pad, pad),
    Math.max(...placed.map((p) => p.sheetH)) + 2 * pad,
  );
  let x = pad;
  const frames = placed.map((p) => {
    sheet.blit(p.image, p.box, x, pad, p.rotate);
    const record = {
      filename: p.name,
      // TexturePacker gives a rotated frame's upright size here; the sheet holds it h wide and w tall.
      frame: { x, y: pad, w: p.box.w, h: p.box.h },
      rotated: !!p.rotate,
      trimmed: true,
      spriteSourceSize: p.box,
      sourceSize: p.size,
      pivot: { x: 0.5, y: 1 },
    };
    x += p.sheetW + pad;
    return record;
  });
  const json = {
    frames,
    animations: { coin: ['coin_0.png', 'coin_1.png', 'coin_2.png'], sword: ['sword.png'] },
    meta: {
      app: 'https://www.codeandweb.com/texturepacker',
      version: '1.0',
      image: 'items.png',
      format: 'RGBA8888',
      size: { w: sheet.width, h: sheet.height },
      scale: '1',
    },
  };
  writeFileSync('test/fixtures/items.json', JSON.stringify(json, null, 1) + '\n');
  writeFileSync('test/fixtures/items.png', sheet.png());
}
console.log('wrote test/fixtures/hero.json, hero.png, items.json, items.png and demo/assets/hero.json, hero.png');
