/** Shared by the render tests: drawable literals and the warnings a call gives. */
// plan() is synchronous: the shapes and extras features imported ahead, as the canvas renderer does (render/features.ts).
import '../../src/render/shapes-feature/index.js';
import '../../src/render/extras-feature/index.js';
import { SRC_TYPES } from '../../src/model/base/constants.js';
import type { LIB_GraphicSprites } from '../../src/model/index.js';
import { onWarning } from '../../src/shared/warnings.js';
import type { Drawable } from '../../src/render/options/drawable.js';

let counter = 0;

/** A drawable of `type` with `data`; a fresh id each call (warnings are remembered per object). */
export function drawable(
  type: keyof typeof SRC_TYPES | number,
  data: Record<string, unknown> = {},
  fields: Partial<Drawable> = {},
): Drawable {
  return {
    id: `t${counter++}`,
    src: '',
    srcType: typeof type === 'number' ? type : SRC_TYPES[type]!,
    left: 0,
    top: 0,
    width: 32,
    height: 32,
    ...fields,
    data,
  };
}

/** The lines warned while `run` runs (kept off the test log). */
export function warningsOf(run: () => void): string[] {
  const warnings: string[] = [];
  const stop = onWarning((warning) => warnings.push(warning.text));
  const consoleWarn = console.warn;
  console.warn = () => undefined;
  try {
    run();
  } finally {
    console.warn = consoleWarn;
    stop();
  }
  return warnings;
}

/**
 * A group's `beforeDrawing` as the sokoban example's: in a MAP cell (x, y) it
 * turns the group's current sprite by (x + y) quarter turns (`rotationUseDegrees`).
 */
export function quarterTurnsPerCell(
  this: LIB_GraphicSprites,
  element: { isSprites?: boolean },
  ...args: unknown[]
): LIB_GraphicSprites {
  const [x, y] = [args[5] as number, args[6] as number];
  if (element.isSprites)
    (this.getCurrent()!.data as Record<string, unknown>)['rotation'] = [0, 90, 180, 270][(x + y) % 4];
  return this;
}
