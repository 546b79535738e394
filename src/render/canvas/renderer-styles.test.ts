/** The canvas scene renderer gives objects with no style what the groups drawn before theirs left, in any repaint. */
import { expect } from '@open-wc/testing';
import { LIB_GraphicSprites, LIB_GraphicSpritesScene } from '../../model/index.js';
import { CanvasSceneRenderer } from './renderer.js';
// The renderer on its own: the drawing it fetches on first use (shapes, hooks) imported ahead, as `lib-sprites/shapes` does.
import '../shapes-feature/index.js';
import '../extras-feature/index.js';

const WIDTH = 100;
const HEIGHT = 40;

const rectangle = (id: string, left: number, zIndex: number, data: Record<string, unknown> = {}): LIB_GraphicSprites =>
  new LIB_GraphicSprites({
    id,
    left,
    top: 5,
    zIndex,
    sprites: [{ id: `${id}-s`, srcType: 'RECTANGLE', width: 20, height: 20, data }],
  });

function setUp(): {
  scene: LIB_GraphicSpritesScene;
  renderer: CanvasSceneRenderer;
  draw: () => number;
  colourAt: (x: number, y: number) => string;
} {
  const canvas = document.createElement('canvas');
  const renderer = new CanvasSceneRenderer(canvas, () => undefined);
  renderer.resize(WIDTH, HEIGHT, 1);
  const context = canvas.getContext('2d')!;
  const scene = new LIB_GraphicSpritesScene();
  return {
    scene,
    renderer,
    draw: () => renderer.draw(scene.spritesGroups.itemsByZIndex),
    colourAt: (x, y) => {
      const [r, g, b, a] = context.getImageData(x, y, 1, 1).data;
      return `${r},${g},${b},${a}`;
    },
  };
}

/** A red rectangle, then one with no style in its colour, drawn. */
function redThenPlain(): ReturnType<typeof setUp> & { red: LIB_GraphicSprites; plain: LIB_GraphicSprites } {
  const live = setUp();
  const red = rectangle('red', 0, 1, { style: 'red' });
  const plain = rectangle('plain', 50, 2);
  live.scene.insertSpritesGroup(red);
  live.scene.insertSpritesGroup(plain);
  live.draw();
  expect(live.colourAt(60, 15)).to.equal(RED);
  return { ...live, red, plain };
}

const RED = '255,0,0,255';
const BLUE = '0,0,255,255';
const GREEN = '0,128,0,255';
const BLACK = '0,0,0,255';
const CLEAR = '0,0,0,0';

describe('canvas scene renderer: objects with no style', () => {
  it('take the fill and the stroke the groups drawn before left, the first none (the text colour)', () => {
    const { scene, draw, colourAt } = setUp();
    scene.insertSpritesGroup(rectangle('first', 0, 1));
    scene.insertSpritesGroup(rectangle('red', 25, 2, { style: 'red' }));
    scene.insertSpritesGroup(rectangle('outline', 50, 3, { style: 'blue', stroke: true, lineWidth: 4 }));
    scene.insertSpritesGroup(rectangle('plain', 75, 4));
    expect(draw()).to.equal(-1);
    expect(colourAt(10, 15), 'nothing drawn before: the text colour').to.equal(BLACK);
    expect(colourAt(35, 15)).to.equal(RED);
    expect(colourAt(50, 15), "the outline's own stroke").to.equal(BLUE);
    expect(colourAt(85, 15), 'the fill left before, not the stroke').to.equal(RED);
  });

  it('a partial repaint keeps it, and a change of what a group leaves repaints the groups that take it', () => {
    const { scene, renderer, draw, colourAt, red, plain } = redThenPlain();
    // The unstyled group alone moves: repainted on its own, still in the colour before it.
    plain.spritesGroup.left = 55;
    renderer.markDirty(plain);
    expect(draw()).to.be.greaterThan(0);
    expect(colourAt(70, 15)).to.equal(RED);
    // The group before it changes colour: the unstyled one, unchanged itself, follows.
    const sprite = red.getCurrent()!;
    (sprite.data as Record<string, unknown>)['style'] = 'green';
    renderer.markDirty(red);
    expect(draw(), 'a partial repaint').to.be.greaterThan(0);
    expect(colourAt(10, 15)).to.equal(GREEN);
    expect(colourAt(70, 15)).to.equal(GREEN);
    // It goes: nothing is left before, the text colour.
    scene.removeSpritesGroupById('red');
    renderer.remove(red);
    expect(draw()).to.be.greaterThan(0);
    expect(colourAt(10, 15), 'cleared').to.equal(CLEAR);
    expect(colourAt(70, 15)).to.equal(BLACK);
  });

  it('follows the drawing order: the styled group moved above the unstyled one gives it nothing', () => {
    const { scene, renderer, draw, colourAt, red } = redThenPlain();
    red.setZIndex(3);
    scene.updateGraphicSpritesByZIndex();
    renderer.markDirty(red);
    expect(draw()).to.be.greaterThan(0);
    expect(colourAt(10, 15)).to.equal(RED);
    expect(colourAt(60, 15)).to.equal(BLACK);
  });
});
