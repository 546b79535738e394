// The demo's scene panel: from 10 to 5,000 walking groups in one
// <lib-sprites-scene>, a renderer switch and the frame time, so the cost of
// each renderer can be seen. Public API only.
import '../src/index.js';
import type { LibSpritesGroupElement, LibSpritesSceneElement } from '../src/index.js';

const scene = document.getElementById('scene') as LibSpritesSceneElement;
const count = document.getElementById('scene-count') as HTMLInputElement;
const countValue = document.getElementById('scene-count-value') as HTMLOutputElement;
const renderer = document.getElementById('scene-renderer') as HTMLSelectElement;
const frameTime = document.getElementById('scene-frame') as HTMLOutputElement;

const SIZE = 24;
const FRAMES = 8;
/** The scene's widest; on a narrower card it takes the card's width, so it never spills over the page. */
const MAX_WIDTH = 480;

/** Puts a walker at a spot that depends only on its index and the scene's size, so the scene is the same every time. */
function place(group: LibSpritesGroupElement, index: number): void {
  const columns = Math.floor(scene.width! / SIZE) || 1;
  const spot = (index * 7919) % (columns * Math.floor(scene.height! / SIZE) || 1);
  group.setAttribute('left', String((spot % columns) * SIZE));
  group.setAttribute('top', String(Math.floor(spot / columns) * SIZE));
}

/** The scene as wide as its card's content allows (its border included), at most MAX_WIDTH; the walkers placed again. */
function fit(): void {
  const card = scene.parentElement!;
  const style = getComputedStyle(card);
  const border = scene.offsetWidth - scene.clientWidth;
  const available = card.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - border;
  const width = Math.max(SIZE, Math.min(MAX_WIDTH, Math.floor(available / SIZE) * SIZE));
  if (width === scene.width) return;
  scene.width = width;
  scene.querySelectorAll('lib-sprites-group').forEach((group, index) => place(group, index));
}

/** A walker at its spot. */
function walker(index: number): LibSpritesGroupElement {
  const group = document.createElement('lib-sprites-group');
  place(group, index);
  group.setAttribute('src', 'demo/assets/walker.svg');
  group.setAttribute('src-width', '64');
  group.setAttribute('src-height', '64');
  group.setAttribute('width', String(SIZE));
  group.setAttribute('height', String(SIZE));
  group.setAttribute('loop', '');
  for (let frame = 0; frame < FRAMES; frame++) {
    const sprite = document.createElement('lib-sprite');
    sprite.setAttribute('src-left', String(frame * 64));
    group.append(sprite);
  }
  return group;
}

/** Adds or removes groups until there are `wanted`; new ones start at a spread phase. */
function setCount(wanted: number): void {
  const groups = [...scene.querySelectorAll('lib-sprites-group')];
  if (groups.length > wanted) {
    for (const group of groups.slice(wanted)) group.remove();
  } else {
    const fragment = document.createDocumentFragment();
    const added: LibSpritesGroupElement[] = [];
    for (let i = groups.length; i < wanted; i++) added.push(fragment.appendChild(walker(i)));
    scene.append(fragment);
    added.forEach((group, i) => {
      group.pointer = i % FRAMES;
      if (!matchMedia('(prefers-reduced-motion: reduce)').matches) group.play();
    });
  }
  countValue.value = String(wanted);
}

count.addEventListener('input', () => setCount(Number(count.value)));
renderer.addEventListener('change', () => {
  scene.renderer = renderer.value === 'canvas' ? 'canvas' : 'dom';
});

// Frame time: the mean interval between animation frames over the last 30.
const intervals: number[] = [];
let last = 0;
const measure = (now: number): void => {
  if (last) intervals.push(now - last);
  last = now;
  if (intervals.length > 30) intervals.shift();
  if (intervals.length === 30) frameTime.value = `${(intervals.reduce((a, b) => a + b, 0) / 30).toFixed(1)} ms`;
  requestAnimationFrame(measure);
};
requestAnimationFrame(measure);

fit();
new ResizeObserver(fit).observe(scene.parentElement!);
setCount(Number(count.value));
