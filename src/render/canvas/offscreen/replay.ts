/**
 * Draws recorded frames (commands.ts) on a real 2D context: in the scene's
 * worker, and on the main thread in the tests that hold the two to the same
 * pixels. Self-contained on purpose: the worker is made from this function's
 * source, so it may use its parameters and nothing else of this module.
 */
import type { OP as Ops, RecordedFrame } from './commands.js';

/** What a replay keeps from frame to frame: the images posted so far, and each path parsed once. */
export interface ReplayMemory {
  readonly images: Map<number, ImageBitmap>;
  readonly paths: Map<string, Path2D>;
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export function replay(
  context: Context2D,
  frame: RecordedFrame,
  memory: ReplayMemory,
  OP: typeof Ops,
  resize: (width: number, height: number) => void,
): void {
  for (const id of frame.forget) {
    memory.images.get(id)?.close();
    memory.images.delete(id);
  }
  for (const [id, image] of frame.images) memory.images.set(id, image);
  const c = frame.commands;
  const s = frame.strings;
  const pathOf = (d: string): Path2D => {
    let path = memory.paths.get(d);
    if (!path) {
      if (memory.paths.size >= 4096) memory.paths.clear();
      memory.paths.set(d, (path = new Path2D(d)));
    }
    return path;
  };
  let i = 0;
  const end = frame.length;
  while (i < end) {
    const op = c[i++];
    switch (op) {
      case OP.SIZE:
        resize(c[i]!, c[i + 1]!);
        i += 2;
        break;
      case OP.SAVE:
        context.save();
        break;
      case OP.RESTORE:
        context.restore();
        break;
      case OP.SET_TRANSFORM:
        context.setTransform(c[i]!, c[i + 1]!, c[i + 2]!, c[i + 3]!, c[i + 4]!, c[i + 5]!);
        i += 6;
        break;
      case OP.TRANSLATE:
        context.translate(c[i]!, c[i + 1]!);
        i += 2;
        break;
      case OP.SCALE:
        context.scale(c[i]!, c[i + 1]!);
        i += 2;
        break;
      case OP.ROTATE:
        context.rotate(c[i++]!);
        break;
      case OP.CLEAR_RECT:
        context.clearRect(c[i]!, c[i + 1]!, c[i + 2]!, c[i + 3]!);
        i += 4;
        break;
      case OP.BEGIN_PATH:
        context.beginPath();
        break;
      case OP.RECT:
        context.rect(c[i]!, c[i + 1]!, c[i + 2]!, c[i + 3]!);
        i += 4;
        break;
      case OP.CLIP:
        context.clip();
        break;
      case OP.DRAW_IMAGE: {
        const image = memory.images.get(c[i]!);
        if (image) context.drawImage(image, c[i + 1]!, c[i + 2]!, c[i + 3]!, c[i + 4]!);
        i += 5;
        break;
      }
      case OP.DRAW_IMAGE_PART: {
        const image = memory.images.get(c[i]!);
        if (image)
          context.drawImage(
            image,
            c[i + 1]!,
            c[i + 2]!,
            c[i + 3]!,
            c[i + 4]!,
            c[i + 5]!,
            c[i + 6]!,
            c[i + 7]!,
            c[i + 8]!,
          );
        i += 9;
        break;
      }
      case OP.FILL_PATH:
        context.fill(pathOf(s[c[i++]!]!));
        break;
      case OP.STROKE_PATH:
        context.stroke(pathOf(s[c[i++]!]!));
        break;
      case OP.FILL_TEXT:
        context.fillText(s[c[i]!]!, c[i + 1]!, c[i + 2]!);
        i += 3;
        break;
      case OP.STROKE_TEXT:
        context.strokeText(s[c[i]!]!, c[i + 1]!, c[i + 2]!);
        i += 3;
        break;
      case OP.GLOBAL_ALPHA:
        context.globalAlpha = c[i++]!;
        break;
      case OP.COMPOSITE:
        context.globalCompositeOperation = s[c[i++]!] as GlobalCompositeOperation;
        break;
      case OP.FILTER:
        context.filter = s[c[i++]!]!;
        break;
      case OP.FILL_STYLE:
        context.fillStyle = s[c[i++]!]!;
        break;
      case OP.STROKE_STYLE:
        context.strokeStyle = s[c[i++]!]!;
        break;
      case OP.LINE_WIDTH:
        context.lineWidth = c[i++]!;
        break;
      case OP.MITER_LIMIT:
        context.miterLimit = c[i++]!;
        break;
      case OP.FONT:
        context.font = s[c[i++]!]!;
        break;
      case OP.TEXT_BASELINE:
        context.textBaseline = s[c[i++]!] as CanvasTextBaseline;
        break;
      case OP.SMOOTHING:
        context.imageSmoothingEnabled = c[i++] === 1;
        break;
      default:
        // A command this replay does not know: the rest of the frame cannot be read.
        return;
    }
  }
}
