/**
 * A 2D context that draws nothing: it writes each call the scene's canvas
 * renderer makes as a command (commands.ts), to be replayed on the real
 * context in a worker. It has the members the renderer and its painters use
 * and no more. What a worker could not draw the same way (a gradient or
 * pattern, a web font of the document, a page hook given the
 * context) is not recorded: the context says so (`unsupported`), and the
 * scene draws on the main thread instead.
 */
import { pathData } from '../../paint/paths.js';
import { OP, type Op, type RecordedFrame } from './commands.js';

/** What the recorder answers when read back, as a context would (save and restore keep it). */
interface State {
  globalAlpha: number;
  globalCompositeOperation: GlobalCompositeOperation;
  filter: string;
  fillStyle: string;
  strokeStyle: string;
  lineWidth: number;
  miterLimit: number;
  font: string;
  textBaseline: CanvasTextBaseline;
  imageSmoothingEnabled: boolean;
}

type StringField = {
  [K in keyof State]: State[K] extends string ? K : never;
}[keyof State];
type NumberField = 'globalAlpha' | 'lineWidth' | 'miterLimit';

const INITIAL: Readonly<State> = {
  globalAlpha: 1,
  globalCompositeOperation: 'source-over',
  filter: 'none',
  fillStyle: '#000000',
  strokeStyle: '#000000',
  lineWidth: 1,
  miterLimit: 10,
  font: '10px sans-serif',
  textBaseline: 'alphabetic',
  imageSmoothingEnabled: true,
};

/** The members of a 2D context the canvas renderer uses: what the recorder must have. */
export type PaintContext = Pick<
  CanvasRenderingContext2D,
  | 'save'
  | 'restore'
  | 'setTransform'
  | 'translate'
  | 'scale'
  | 'rotate'
  | 'clearRect'
  | 'beginPath'
  | 'rect'
  | 'clip'
  | 'drawImage'
  | 'fill'
  | 'stroke'
  | 'fillText'
  | 'strokeText'
  | keyof State
>;

/** The families of the document's own font faces (`@font-face`, `FontFace`): a worker has none of them. */
function documentFamilies(): string[] {
  if (typeof document === 'undefined' || !document.fonts) return [];
  const families: string[] = [];
  document.fonts.forEach((face) => families.push(face.family.replace(/^["']|["']$/g, '').toLowerCase()));
  return families;
}

/** The size of an image source in its own pixels, or 0 where it has none a canvas can copy. */
function sizeOf(source: CanvasImageSource): [number, number] {
  if (typeof HTMLImageElement !== 'undefined' && source instanceof HTMLImageElement)
    return [source.naturalWidth, source.naturalHeight];
  if (typeof HTMLVideoElement !== 'undefined' && source instanceof HTMLVideoElement)
    return [source.videoWidth, source.videoHeight];
  const { width, height } = source as { width: unknown; height: unknown };
  return typeof width === 'number' && typeof height === 'number' ? [width, height] : [0, 0];
}

export class RecordingContext implements PaintContext {
  /** Why the last frames cannot be drawn by a worker (null: they can). */
  unsupported: string | null = null;
  private commands = new Float64Array(4096);
  private length = 0;
  private strings: string[] = [];
  private readonly stringIndex = new Map<string, number>();
  private images: [number, ImageBitmap][] = [];
  private readonly imageIds = new WeakMap<object, number>();
  /** Ids of images collected on the main thread (a cache started afresh): posted for the worker to let go. */
  private forgotten: number[] = [];
  private readonly collected =
    typeof FinalizationRegistry === 'function'
      ? new FinalizationRegistry<number>((id) => this.forgotten.push(id))
      : null;
  private nextImage = 1;
  private state: State = { ...INITIAL };
  private readonly saved: State[] = [];
  private families: string[] = [];
  private familiesCount = 0;

  /**
   * The commands recorded since the last take, and the images they use that were not posted before; null if none.
   * The frame holds the recorder's own list (its first `length` numbers): it is to be posted (copied) before the
   * next command is recorded.
   */
  take(): RecordedFrame | null {
    if (this.length === 0) return null;
    const frame: RecordedFrame = {
      commands: this.commands,
      length: this.length,
      strings: this.strings,
      images: this.images,
      forget: this.forgotten,
    };
    // New lists only for those the frame took filled: an image frame's strings and images stay empty.
    if (this.forgotten.length) this.forgotten = [];
    if (this.strings.length) {
      this.strings = [];
      this.stringIndex.clear();
    }
    if (this.images.length) this.images = [];
    this.length = 0;
    return frame;
  }

  /** The canvas's size in device px: the worker's canvas is resized (and cleared) in turn with the draws. */
  resize(width: number, height: number): void {
    this.op(OP.SIZE, 2, width, height);
    // A resized canvas has a context as new.
    this.state = { ...INITIAL };
    this.saved.length = 0;
  }

  /** Marks what was recorded as not drawable by the worker. */
  refuse(reason: string): void {
    this.unsupported ??= reason;
  }

  private grow(more: number): void {
    if (this.length + more <= this.commands.length) return;
    const next = new Float64Array(Math.max(this.commands.length * 2, this.length + more));
    next.set(this.commands.subarray(0, this.length));
    this.commands = next;
  }

  /**
   * Writes a command and up to four arguments (fixed parameters, not a rest
   * list: no array made per call, and the renderer makes hundreds a frame).
   */
  private op(op: Op, count: number, a = 0, b = 0, c = 0, d = 0): void {
    this.grow(1);
    this.commands[this.length++] = op;
    this.more(count, a, b, c, d);
  }

  /** Writes up to five arguments after the command last written. */
  private more(count: number, a = 0, b = 0, c = 0, d = 0, e = 0): void {
    this.grow(count);
    const commands = this.commands;
    let at = this.length;
    if (count > 0) commands[at++] = a;
    if (count > 1) commands[at++] = b;
    if (count > 2) commands[at++] = c;
    if (count > 3) commands[at++] = d;
    if (count > 4) commands[at++] = e;
    this.length = at;
  }

  private string(value: string): number {
    let index = this.stringIndex.get(value);
    if (index === undefined) {
      index = this.strings.push(value) - 1;
      this.stringIndex.set(value, index);
    }
    return index;
  }

  /** The image's id in the worker; the first use copies its pixels into a bitmap posted with the frame. */
  private image(source: CanvasImageSource): number {
    const known = this.imageIds.get(source);
    if (known !== undefined) return known;
    const [width, height] = sizeOf(source);
    if (!(width > 0 && height > 0) || typeof OffscreenCanvas !== 'function') {
      this.refuse('an image with no pixels to copy');
      return 0;
    }
    const copy = new OffscreenCanvas(width, height);
    const context = copy.getContext('2d');
    if (!context) {
      this.refuse('no OffscreenCanvas context');
      return 0;
    }
    context.drawImage(source, 0, 0);
    const id = this.nextImage++;
    this.images.push([id, copy.transferToImageBitmap()]);
    this.imageIds.set(source, id);
    this.collected?.register(source, id);
    return id;
  }

  save(): void {
    this.saved.push({ ...this.state });
    this.op(OP.SAVE, 0);
  }
  restore(): void {
    const state = this.saved.pop();
    if (state) this.state = state;
    this.op(OP.RESTORE, 0);
  }
  setTransform(a?: unknown, b?: number, c?: number, d?: number, e?: number, f?: number): void {
    if (typeof a !== 'number') return this.refuse('setTransform with a matrix');
    this.op(OP.SET_TRANSFORM, 4, a, b, c, d);
    this.more(2, e, f);
  }
  translate(x: number, y: number): void {
    this.op(OP.TRANSLATE, 2, x, y);
  }
  scale(x: number, y: number): void {
    this.op(OP.SCALE, 2, x, y);
  }
  rotate(angle: number): void {
    this.op(OP.ROTATE, 1, angle);
  }
  clearRect(x: number, y: number, width: number, height: number): void {
    this.op(OP.CLEAR_RECT, 4, x, y, width, height);
  }
  beginPath(): void {
    this.op(OP.BEGIN_PATH, 0);
  }
  rect(x: number, y: number, width: number, height: number): void {
    this.op(OP.RECT, 4, x, y, width, height);
  }
  clip(path?: unknown): void {
    if (path !== undefined) return this.refuse('clip with a path');
    this.op(OP.CLIP, 0);
  }
  drawImage(
    source: CanvasImageSource,
    a: number,
    b: number,
    c?: number,
    d?: number,
    e?: number,
    f?: number,
    g?: number,
    h?: number,
  ): void {
    if (c === undefined) return this.refuse('drawImage with a position only');
    const id = this.image(source);
    if (id === 0) return;
    if (h === undefined) {
      this.op(OP.DRAW_IMAGE, 4, id, a, b, c);
      this.more(1, d);
    } else {
      this.op(OP.DRAW_IMAGE_PART, 4, id, a, b, c);
      this.more(5, d, e, f, g, h);
    }
  }
  fill(path?: unknown): void {
    this.path(OP.FILL_PATH, path);
  }
  stroke(path?: unknown): void {
    this.path(OP.STROKE_PATH, path);
  }
  private path(op: Op, path: unknown): void {
    const d = path instanceof Path2D ? pathData(path) : undefined;
    if (d === undefined) return this.refuse('a path not made from path data');
    this.op(op, 1, this.string(d));
  }
  fillText(text: string, x: number, y: number, maxWidth?: number): void {
    if (maxWidth !== undefined) return this.refuse('fillText with a width');
    this.op(OP.FILL_TEXT, 3, this.string(text), x, y);
  }
  strokeText(text: string, x: number, y: number, maxWidth?: number): void {
    if (maxWidth !== undefined) return this.refuse('strokeText with a width');
    this.op(OP.STROKE_TEXT, 3, this.string(text), x, y);
  }

  /** A field's new value: kept to be read back, and recorded (a string by its index). */
  private setString<K extends StringField>(key: K, op: Op, value: State[K]): void {
    this.state[key] = value;
    this.op(op, 1, this.string(value));
  }
  private setNumber<K extends NumberField>(key: K, op: Op, value: number): void {
    this.state[key] = value;
    this.op(op, 1, value);
  }
  /** A fill or stroke: a colour is recorded; a gradient or pattern is the main thread's to draw. */
  private setPaint(key: 'fillStyle' | 'strokeStyle', op: Op, value: unknown): void {
    if (typeof value === 'string') this.setString(key, op, value);
    else this.refuse('a gradient or pattern');
  }

  get globalAlpha(): number {
    return this.state.globalAlpha;
  }
  set globalAlpha(value: number) {
    // As a context: a value outside 0..1 (or not a number) is ignored.
    if (value >= 0 && value <= 1) this.setNumber('globalAlpha', OP.GLOBAL_ALPHA, value);
  }
  get globalCompositeOperation(): GlobalCompositeOperation {
    return this.state.globalCompositeOperation;
  }
  set globalCompositeOperation(value: GlobalCompositeOperation) {
    this.setString('globalCompositeOperation', OP.COMPOSITE, value);
  }
  get filter(): string {
    return this.state.filter;
  }
  set filter(value: string) {
    // The filters the renderer is given are CSS filter lists (a url() is refused before): a worker draws them alike.
    this.setString('filter', OP.FILTER, value);
  }
  get fillStyle(): string {
    return this.state.fillStyle;
  }
  set fillStyle(value: string | CanvasGradient | CanvasPattern) {
    this.setPaint('fillStyle', OP.FILL_STYLE, value);
  }
  get strokeStyle(): string {
    return this.state.strokeStyle;
  }
  set strokeStyle(value: string | CanvasGradient | CanvasPattern) {
    this.setPaint('strokeStyle', OP.STROKE_STYLE, value);
  }
  get lineWidth(): number {
    return this.state.lineWidth;
  }
  set lineWidth(value: number) {
    this.setNumber('lineWidth', OP.LINE_WIDTH, value);
  }
  get miterLimit(): number {
    return this.state.miterLimit;
  }
  set miterLimit(value: number) {
    this.setNumber('miterLimit', OP.MITER_LIMIT, value);
  }
  get font(): string {
    return this.state.font;
  }
  set font(value: string) {
    if (this.isDocumentFont(value)) this.refuse('a web font of the document');
    else this.setString('font', OP.FONT, value);
  }
  get textBaseline(): CanvasTextBaseline {
    return this.state.textBaseline;
  }
  set textBaseline(value: CanvasTextBaseline) {
    this.setString('textBaseline', OP.TEXT_BASELINE, value);
  }
  get imageSmoothingEnabled(): boolean {
    return this.state.imageSmoothingEnabled;
  }
  set imageSmoothingEnabled(value: boolean) {
    this.state.imageSmoothingEnabled = value;
    this.op(OP.SMOOTHING, 1, value ? 1 : 0);
  }

  /** Whether `font` names a family of the document's own faces (read again when the document's fonts change). */
  private isDocumentFont(font: string): boolean {
    const count = typeof document === 'undefined' ? 0 : (document.fonts?.size ?? 0);
    if (this.familiesCount !== count) {
      this.families = documentFamilies();
      this.familiesCount = count;
    }
    const lower = font.toLowerCase();
    return this.families.some((family) => lower.includes(family));
  }
}
