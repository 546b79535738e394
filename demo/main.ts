// The demo page's script: builds the dress-up group through its controller and
// wires the controls. Everything here uses the library's public API only.
import '../src/index.js';
import type { LibFakeCursor, LibSpritesGroupElement, SpriteObject, SubSpriteInit } from '../src/index.js';

const FRAMES = 8;
const FRAME = 64;

const byId = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

const dressed = byId<LibSpritesGroupElement>('dressed');
const cursor = byId<LibFakeCursor>('cursor');
const controller = dressed.controller;

const hat = (frame: number, front: boolean): SubSpriteInit => ({
  id: `hat-${frame}`,
  src: 'demo/assets/hats.svg',
  srcLeft: frame % 2 === 0 ? 0 : 48, // the sheet is an atlas of two hats
  srcWidth: 48,
  srcHeight: 32,
  left: 40,
  top: -8,
  width: 54,
  height: 36,
  zIndex: front ? 4 : 2,
  data: { role: 'hat' },
});

const bubble = (frame: number, text: string): SubSpriteInit => ({
  id: `bubble-${frame}`,
  srcType: 'TEXT',
  src: text,
  left: 84,
  top: -26,
  width: 76,
  height: 26,
  zIndex: 3,
  data: { role: 'bubble' },
});

// Frames inherit src and sizes from the group; only the source rectangle differs.
for (let frame = 0; frame < FRAMES; frame++) {
  controller.insertSprite({
    id: `frame-${frame}`,
    srcLeft: frame * FRAME,
    subSprites: [hat(frame, true), bubble(frame, 'Hello!')],
  });
}

const subSpritesWithRole = (role: string): { sprite: SpriteObject; sub: SpriteObject['subSprites'][number] }[] =>
  controller
    .getSprites()
    .flatMap((sprite) => sprite.subSprites.filter((sub) => sub.data.role === role).map((sub) => ({ sprite, sub })));

// ------------------------------------------------------------------ controls

const on = (id: string, type: string, handler: (element: HTMLInputElement) => void): void => {
  const element = byId<HTMLInputElement>(id);
  element.addEventListener(type, () => {
    handler(element);
    scheduleJson();
  });
};

on('play', 'click', () => dressed.play());
on('pause', 'click', () => dressed.pause());
on('previous', 'click', () => dressed.previous());
on('next', 'click', () => dressed.next());
on('loop', 'change', (input) => (dressed.loop = input.checked));
on('fps', 'input', (input) => {
  dressed.fps = Number(input.value);
  byId('fps-value').textContent = input.value;
});
on('colour', 'change', (select) => (dressed.src = select.value));
on('size', 'input', (input) => {
  dressed.width = dressed.height = Number(input.value);
  byId('size-value').textContent = input.value;
});
on('frame-enabled', 'change', (input) => {
  const frame = controller.getSprite(3);
  if (frame) controller.setDisabledSprite(frame, !input.checked, true, false, false);
});
on('hats-enabled', 'change', (input) => {
  for (const { sub } of subSpritesWithRole('hat')) controller.setDisabledSubSprite(sub, !input.checked, false, false);
});
on('hat-front', 'change', (input) => {
  for (const { sub } of subSpritesWithRole('hat')) controller.setZIndexSubSprite(sub, input.checked ? 4 : 2);
});
let inserted = 0;
on('insert', 'click', () => {
  const frame = FRAMES + inserted++;
  controller.insertSprite({
    id: `frame-${frame}`,
    srcLeft: (frame % FRAMES) * FRAME,
    subSprites: [bubble(frame, `New #${inserted}`)],
  });
});
on('remove', 'click', () => {
  const count = controller.getSprites().length;
  if (count > 0) controller.removeSprite(count - 1);
});
on('fake-cursor', 'change', (input) => (cursor.disabled = !input.checked));

// ------------------------------------------------------------ the atlas panel

const hero = byId<LibSpritesGroupElement>('hero');
byId<HTMLSelectElement>('hero-tag').addEventListener('change', (event) => {
  hero.playTag((event.target as HTMLSelectElement).value);
});
byId<HTMLInputElement>('hero-speed').addEventListener('input', (event) => {
  const value = (event.target as HTMLInputElement).value;
  hero.playbackRate = Number(value);
  byId('hero-speed-value').textContent = `${value}×`;
});

// ------------------------------------------------------------ the JSON panel

const json = byId('json');
let jsonFrame = 0;
function scheduleJson(): void {
  if (jsonFrame) return;
  jsonFrame = requestAnimationFrame(() => {
    jsonFrame = 0;
    // textContent: the model's strings are shown, never parsed as HTML.
    json.textContent = JSON.stringify(controller.getCopy(false, false, true, true), null, 2);
  });
}
dressed.addEventListener('lib-sprite-change', scheduleJson);
new MutationObserver(scheduleJson).observe(dressed, { subtree: true, childList: true, attributes: true });
scheduleJson();
