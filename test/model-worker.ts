// Runs in a module Web Worker: no document, no window, no custom elements.
import { LIB_GraphicSprites, LIB_GraphicSpritesScene } from '../src/model/index.js';

const group = new LIB_GraphicSprites({
  id: 'worker-group',
  src: 'sheet.png',
  sprites: [{ id: 'a' }, { id: 'b', zIndex: 5, subSprites: [{ id: 'b1' }] }, { id: 'c', zIndex: 2 }],
});
const scene = new LIB_GraphicSpritesScene();
scene.insert(group);
group.setNext(true);
const copy = JSON.parse(JSON.stringify(group.getCopy(false, false, true)));

postMessage({
  hasDocument: typeof (globalThis as { document?: unknown }).document !== 'undefined',
  current: group.getCurrent()?.id,
  byZIndex: group.getSprites(true)!.map((sprite) => sprite.id),
  inherited: group.getSubSpriteById('b1', group.getSpriteById('b'))?.src,
  rebuilt: new LIB_GraphicSprites(copy).getSprites()!.length,
  inScene: scene.getGraphicSpritesById('worker-group') === group,
});
