// Runs in a module Web Worker: no document, no window, no custom elements.
import { LIB_GraphicSprites, LIB_GraphicSpritesScene } from '../src/model/index.js';
import { PlaybackTimeline } from '../src/model/playback/index.js';
// The readers are a feature of their own, importable without a DOM.
import '../src/elements/atlas/index.js';

const group = new LIB_GraphicSprites({
  id: 'worker-group',
  src: 'sheet.png',
  sprites: [{ id: 'a' }, { id: 'b', zIndex: 5, subSprites: [{ id: 'b1' }] }, { id: 'c', zIndex: 2 }],
});
const scene = new LIB_GraphicSpritesScene();
scene.insert(group);
group.setNext(true);
const copy = JSON.parse(JSON.stringify(group.getCopy(false, false, true)));

// An atlas read and played without a DOM.
const atlasJson = await (await fetch(new URL('./fixtures/hero.json', import.meta.url))).text();
const hero = LIB_GraphicSprites.fromAseprite(atlasJson, { url: 'art/hero.json' });
const wave = hero.tags.find((tag) => tag.name === 'wave')!;
const timeline = new PlaybackTimeline({
  durations: hero.sprites.map((sprite) => sprite.duration ?? 100),
  frames: [3, 4, 5],
  direction: wave.direction,
  repeat: wave.repeat,
});

postMessage({
  hasDocument: typeof (globalThis as { document?: unknown }).document !== 'undefined',
  current: group.getCurrent()?.id,
  byZIndex: group.getSprites(true)!.map((sprite) => sprite.id),
  inherited: group.getSubSpriteById('b1', group.getSpriteById('b'))?.src,
  rebuilt: new LIB_GraphicSprites(copy).getSprites()!.length,
  inScene: scene.getGraphicSpritesById('worker-group') === group,
  atlas: { sprites: new LIB_GraphicSprites(hero).getSprites()!.length, src: hero.src, waveTotal: timeline.duration },
});
