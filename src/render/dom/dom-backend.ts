/**
 * The DOM backend: a `Plan` as the group's shadow DOM, through Lit templates.
 *
 * IMAGE: the image as the background of a box, sized and placed so that its
 * source rectangle fills the box (a sprite sheet or atlas needs no more),
 * shown once the image's natural size is known. TEXT: the text through a Lit
 * text binding (never HTML). Shapes: an inline `<svg>` (dom/shapes.ts); a
 * sprite made only of shapes is one `<svg>` with a `<path>` each. MAP:
 * each cell's items drawn like a sprite's, scaled onto the cell.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { DrawItem, Plan } from '../draw-item.js';
import { DEFAULT_COMMON } from '../options/common.js';
import { sceneOf } from '../map-lookup.js';
import { AfterRender } from './after-render.js';
import { appearance, textStyle } from './appearance.js';
import { naturalSize, whenSized } from './image-size.js';
import { rotation } from './rotation.js';
import { extrasIfLoaded, shapesIfLoaded, type ShapesFeature } from '../features.js';
import type { ShapePathsWriter } from './shape-paths.js';
import { FlatBox, position as backgroundPosition, type FlatImage } from './flat-box.js';
import { isPainted } from './painted-item.js';
import { background, box } from './style-props.js';

/** The sprite item of a plan's (or a cell's) items: the last at sprite level. */
function spriteOf(items: readonly DrawItem[]): DrawItem | undefined {
  let sprite: DrawItem | undefined;
  for (const item of items) if (item.level === 'sprite') sprite = item;
  return sprite;
}

const sameBox = (a: Plan['stage'], b: Plan['stage']): boolean =>
  Object.is(a.left, b.left) && Object.is(a.top, b.top) && Object.is(a.width, b.width) && Object.is(a.height, b.height);

/** A one-box frame kept for a sprite's next turn, with its `background-position` text. */
interface KeptFrame extends FlatImage {
  readonly text: string;
}

/** What `imageWaits` holds for an image that failed to load: it is not asked for again while the plans use it. */
const FAILED = (): void => {};

export class DomBackend implements ReactiveController {
  private readonly host: ReactiveControllerHost;
  /**
   * Images whose size a render is waiting for, with the way to stop waiting (made when first needed),
   * and those that failed (`FAILED`), until a plan no longer uses them (a later change of `src` retries).
   */
  private imageWaits: Map<string, () => void> | null = null;
  private failedImages = 0;
  /** Told of each image that fails to load (once per image, until a plan no longer uses it). */
  private readonly onImageFailed: ((url: string) => void) | undefined;
  /** The plan last rendered, and the frame it was made in (`frameNumber`). */
  private lastPlan: Plan | null = null;
  private plannedIn = -1;

  constructor(host: ReactiveControllerHost, onImageFailed?: (url: string) => void) {
    this.host = host;
    this.onImageFailed = onImageFailed;
    host.addController(this);
  }

  /** The last render drew one flat box (see `flatImage`), which `redraw` can restyle by itself. */
  private flatShown = false;
  private readonly flatBox = new FlatBox();
  /**
   * The stage box around the svg of the last render's sprite of shapes, or null
   * when it drew none: while it stays the same, `redraw` writes the paths by
   * itself (the sprite's box is only where they are placed).
   */
  private shapesFrame: Plan['stage'] | null = null;
  /** Made at the first sprite of shapes: shapes are a feature fetched on first use (render/features.ts). */
  private spriteShapes: ShapePathsWriter | null = null;
  /** The shadow root has the shapes' styles (added at the first shape drawn: they come with the feature). */
  private shapesStyled = false;

  /**
   * Draws `plan` without a render of the host when it is what the last
   * render drew but for the flat box's background (a sprite sheet's next
   * frame): one background-position write, no template. Returns false, doing
   * nothing, when the host must render instead. The plan must come from no
   * page hook (`beforeDrawing` / `afterDrawing`): those run in renders.
   */
  redraw(plan: Plan, keepAs = -1): boolean {
    if (plan.afterDrawing) return false;
    if (this.shapesFrame) return this.redrawShapes(plan);
    if (!this.flatShown) return false;
    const flat = this.flatImage(plan.stage, plan.items);
    if (flat === null || !this.flatBox.redraw(plan.stage, flat)) return false;
    if (keepAs >= 0) this.keep(keepAs, flat);
    return true;
  }

  /**
   * The one-box frames `redraw` drew since the last render, by the position
   * of the sprite each shows (its `keepAs`). All were drawn in the box's
   * stage as it is: a stage that changes is a change of the model, which
   * renders (and forgets them). A sprite shown again is drawn from here,
   * with no plan.
   */
  private readonly kept: (KeptFrame | undefined)[] = [];

  private keep(position: number, flat: FlatImage): void {
    const { url, width, height, x, y } = flat;
    this.kept[position] = { url, width, height, x, y, text: backgroundPosition(x, y) };
  }

  /**
   * Whether the sprite at `position` has a frame kept that `redrawKept` can
   * draw. A frame is kept only as the box draws it in its root, and every
   * render, the only way the box leaves its root, forgets them all: no
   * `isConnected` to ask of the box at each move (a call into the engine
   * that cost a playing group more than the rest of this check).
   */
  hasKept(position: number): boolean {
    return this.kept[position] !== undefined;
  }

  /** Whether `keepAhead` ran since the last render. */
  private keptAhead = false;

  /**
   * Keeps, once per render, the frames of the sprites not kept yet (each
   * planned before its turn by `planOf`, which gives null for one that is no
   * plain frame): only one-box frames in the stage the box shows now, as
   * `redraw` would have kept them at their turns.
   */
  keepAhead(count: number, planOf: (position: number) => Plan | null): void {
    if (this.keptAhead) return;
    this.keptAhead = true;
    if (!this.flatShown || this.shapesFrame) return;
    for (let i = 0; i < count; i++) {
      if (this.hasKept(i)) continue;
      const plan = planOf(i);
      if (!plan || plan.afterDrawing || !this.flatBox.shows(plan.stage)) continue;
      const flat = this.flatImage(plan.stage, plan.items);
      if (flat) this.keep(i, flat);
    }
  }

  /** Draws the frame kept for the sprite at `position` (see `hasKept`). */
  redrawKept(position: number): void {
    const kept = this.kept[position]!;
    this.flatBox.writeImage(kept, kept.text);
  }

  /** A sprite of shapes in the same stage as last drawn: only its paths change (d, fill, stroke), as by hand. */
  private redrawShapes({ stage, items }: Plan): boolean {
    const sprite = spriteOf(items);
    const shapes = shapesIfLoaded();
    if (!sprite || !shapes || !this.spriteShapes?.drawn || !shapes.allShapes(items) || !items.some(shapes.isPathItem))
      return false;
    if (!sameBox(this.shapesFrame!, stage)) return false;
    this.spriteShapes.redraw(items, sprite.box);
    return true;
  }

  /** Objects of the last plan with an `afterDrawing` hook, called once the host has rendered. */
  private afterDrawing: Plan['afterDrawing'] = undefined;

  /** What directives of the last render left until it is in the document (measuring fonts, drawing canvases). */
  private readonly later = new AfterRender();

  hostUpdated(): void {
    this.later.run();
    const objects = this.afterDrawing;
    if (!objects) return;
    this.afterDrawing = undefined;
    // No canvas in the DOM: the hooks' context arguments are null.
    // A plan lists hooks only once the extras are in (plan.ts).
    const extras = extrasIfLoaded()!;
    for (const object of objects) extras.runAfterDrawing(object, null, sceneOf(object));
  }

  hostDisconnected(): void {
    if (!this.imageWaits) return;
    for (const cancel of this.imageWaits.values()) cancel();
    this.imageWaits = null;
    this.failedImages = 0;
  }

  /**
   * The last plan, when it ran the page's hooks in this frame and drew all it planned: a render again
   * in the same frame (an image's size learnt, a change echoed back) draws it again rather than run the
   * hooks twice in a frame. Null: the render plans.
   */
  replayable(frame: number): Plan | null {
    const last = this.lastPlan;
    return last?.everyFrame && !last.arriving && this.plannedIn === frame ? last : null;
  }

  /** The template of a plan: the stage, the sprite in it, the sub-sprites in the sprite. `replayed`: the last plan again (its hooks ran). */
  render(plan: Plan, frame: number, replayed = false): TemplateResult {
    const { stage, items } = plan;
    this.lastPlan = plan;
    if (!replayed) this.plannedIn = frame;
    // Items whose drawing is on its way: drawn by the render once it is in.
    if (plan.arriving) void plan.arriving.then(() => this.host.requestUpdate());
    if (this.failedImages > 0) this.forgetFailedImages(items);
    // Drawn from the model as it was: any frame kept may have changed since.
    this.kept.length = 0;
    this.keptAhead = false;
    this.afterDrawing = replayed ? undefined : plan.afterDrawing;
    const flat = this.flatImage(stage, items);
    this.flatShown = flat !== null;
    this.shapesFrame = null;
    if (flat) {
      // One box for stage, sprite and image, and no paint layer of its own unless offset: the cheapest
      // frame change a page can have (one background-position write), as a plain div with a background.
      return html`<div part="stage sprite image" class="stage image flat" ${this.flatBox.draw(stage, flat)}></div>`;
    }
    const sprite = spriteOf(items);
    // Plans hold shapes only once their feature is in.
    const shapes = shapesIfLoaded();
    if (sprite && shapes && shapes.allShapes(items) && items.some(shapes.isPathItem)) {
      // Shapes only: the stage and one svg (dom/shapes.ts), drawn again by `redraw` while the stage stays.
      this.shapesFrame = stage;
      return this.styled(shapes).stageShapesTemplate(
        stage,
        sprite.box,
        items,
        (this.spriteShapes ??= new shapes.ShapePathsWriter()),
      );
    }
    return html`<div part="stage" class="stage" style=${box(stage.left, stage.top, stage.width, stage.height)}>${sprite ? this.renderSprite(sprite, items, stage.left, stage.top) : nothing}</div>`;
  }

  /** The shapes feature, its styles added to the group's shadow root the first time it draws with it. */
  private styled(shapes: ShapesFeature): ShapesFeature {
    if (!this.shapesStyled) {
      this.shapesStyled = true;
      const root = (this.host as Partial<Element>).shadowRoot;
      if (root) shapes.adoptShapeStyles(root);
    }
    return shapes;
  }

  /** A MAP cell's sprite item and its sub-sprite items (a canvas drawn in a cell takes the cell's top-left as its origin). */
  private renderItems(items: readonly DrawItem[]): TemplateResult | typeof nothing {
    const sprite = spriteOf(items);
    return sprite ? this.renderSprite(sprite, items, 0, 0) : nothing;
  }

  /** The sprite and its sub-sprites; (x, y) is the top-left of the sprite's parent (the stage) in the group's space. */
  private renderSprite(sprite: DrawItem, items: readonly DrawItem[], x: number, y: number): TemplateResult {
    const b = sprite.box;
    const shapes = shapesIfLoaded();
    if (shapes?.allShapes(items)) {
      // Shapes only (a MAP cell's sprite): one svg for the sprite (dom/shapes.ts).
      return html`<div part="sprite" class="sprite" style=${box(b.left, b.top, b.width, b.height, sprite.zIndex, null)}>${this.styled(shapes).shapesSvgTemplate(items, b.width, b.height)}</div>`;
    }
    const subSprites = items.length > 1 ? items.filter((item) => item !== sprite) : [];
    const sx = x + b.left;
    const sy = y + b.top;
    return html`<div part="sprite" class="sprite" style=${box(b.left, b.top, b.width, b.height, sprite.zIndex, sprite.appearance?.blend.mixBlendMode)}>${this.renderSource(sprite, sx, sy)}${subSprites.map(
      (sub) =>
        html`<div part="sub-sprite" class="sub-sprite" style=${box(sub.box.left, sub.box.top, sub.box.width, sub.box.height, sub.zIndex, sub.appearance?.blend.mixBlendMode)}>${this.renderSource(sub, sx + sub.box.left, sy + sub.box.top)}</div>`,
    )}</div>`;
  }

  /** The item's source in its box, whose top-left is (x, y) in the group's space. */
  private renderSource(item: DrawItem, x: number, y: number): TemplateResult | typeof nothing {
    if (isPainted(item)) {
      // A gradient or pattern: a canvas of its own (painted.ts, in the extras a plan with one waited for), with the filter as its CSS.
      const filter = item.appearance!.filter;
      return html`<canvas part=${item.kind === 'text' ? 'text' : item.kind === 'bitmap' ? 'bitmap' : 'shape'} class="painted" aria-hidden="true" style=${appearance(filter ? { ...DEFAULT_COMMON, filter } : DEFAULT_COMMON)} ${extrasIfLoaded()!.painted(item, x, y, this.later)}></canvas>`;
    }
    switch (item.kind) {
      case 'none':
        return nothing;
      case 'image':
        break;
      case 'text':
        return html`<span part="text" class="text" style=${textStyle(item.layout, item.appearance, this.later)}>${item.text}</span>`;
      // Items of these kinds are planned only once their feature is in (render/features.ts).
      case 'map':
        return this.styled(shapesIfLoaded()!).mapTemplate(item, (items) => this.renderItems(items));
      default:
        return item.geometry
          ? this.styled(shapesIfLoaded()!).shapeTemplate(
              item.geometry,
              item.appearance ?? DEFAULT_COMMON,
              item.kind === 'bitmap' ? 'bitmap' : 'shape',
            )
          : nothing;
    }
    const size = naturalSize(item.url);
    if (!size) {
      this.waitForImage(item.url);
      return nothing;
    }
    const { source, box: b, rotated } = item;
    // Rotated, the sheet rectangle covers the box turned: its width maps to the box's height.
    const scaleX = source.width > 0 ? (rotated ? b.height : b.width) / source.width : 0;
    const scaleY = source.height > 0 ? (rotated ? b.width : b.height) / source.height : 0;
    const image = html`<div part="image" class="image" style=${background(
      item.url,
      size.width * scaleX,
      size.height * scaleY,
      -source.left * scaleX,
      -source.top * scaleY,
    )} ${rotation(rotated, b.width, b.height)}></div>`;
    // The options need their own element: the image's style belongs to its background.
    return item.appearance ? html`<div class="appearance" style=${appearance(item.appearance)}>${image}</div>` : image;
  }

  /**
   * The background of a plan's only item when it can be drawn as the stage itself: one
   * IMAGE source filling the stage exactly (at 0, 0, the stage's size), with
   * no sub-sprites, drawing options or atlas rotation. Null otherwise (or
   * while the image's size is unknown: the nested boxes wait for it).
   */
  private flatImage(stage: Plan['stage'], items: Plan['items']): FlatImage | null {
    const item = items[0];
    if (items.length !== 1 || item === undefined) return null;
    if (item.kind !== 'image' || item.level !== 'sprite' || item.appearance || item.rotated) return null;
    const { box: b, source } = item;
    if (b.left !== 0 || b.top !== 0 || b.width !== stage.width || b.height !== stage.height) return null;
    const size = naturalSize(item.url);
    if (!size) return null;
    const scaleX = source.width > 0 ? b.width / source.width : 0;
    const scaleY = source.height > 0 ? b.height / source.height : 0;
    // Written over at each call (its values are copied out as they are drawn): no object per frame.
    const flat = this.flat;
    flat.url = item.url;
    flat.width = size.width * scaleX;
    flat.height = size.height * scaleY;
    // 0 - v, not -v: a sheet's first column and row give 0, not -0 (the same string
    // written, and -0, unlike 0, is a number object wherever it is passed).
    flat.x = 0 - source.left * scaleX;
    flat.y = 0 - source.top * scaleY;
    return flat;
  }

  /** What `flatImage` answers. */
  private readonly flat: { -readonly [K in keyof FlatImage]: FlatImage[K] } = {
    url: '',
    width: 0,
    height: 0,
    x: 0,
    y: 0,
  };

  private waitForImage(url: string): void {
    const waits = (this.imageWaits ??= new Map());
    if (waits.has(url)) return;
    waits.set(
      url,
      whenSized(
        url,
        () => {
          waits.delete(url);
          this.host.requestUpdate();
        },
        () => {
          waits.set(url, FAILED);
          this.failedImages++;
          this.onImageFailed?.(url);
        },
      ),
    );
  }

  /** Images that failed and that `items` no longer show are loaded again when shown again. */
  private forgetFailedImages(items: Plan['items']): void {
    const waits = this.imageWaits!;
    for (const [url, wait] of waits) {
      if (wait !== FAILED || items.some((item) => item.kind === 'image' && item.url === url)) continue;
      waits.delete(url);
      this.failedImages--;
    }
  }
}
