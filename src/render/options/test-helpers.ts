/** Shared by the render tests: drawable literals and a captured warning sink. */
import { SRC_TYPES } from '../../model/constants.js';
import type { LIB_GraphicSprites } from '../../model/index.js';
import { diagnostics } from './diagnostics.js';
import type { Drawable } from './drawable.js';

let counter = 0;

/** A drawable of `type` with `data`; a fresh id each call (warnings are remembered per object). */
export function drawable(type: keyof typeof SRC_TYPES | number, data: Record<string, unknown> = {}, fields: Partial<Drawable> = {}): Drawable {
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

/** Collects warnings while `run` runs; returns them. */
export function warningsOf(run: () => void): string[] {
  const warnings: string[] = [];
  const sink = diagnostics.sink;
  diagnostics.sink = (message) => warnings.push(message);
  try {
    run();
  } finally {
    diagnostics.sink = sink;
  }
  return warnings;
}

/**
 * A group's `beforeDrawing` as the sokoban example's: in a MAP cell (x, y) it
 * turns the group's current sprite by (x + y) quarter turns (`rotationUseDegrees`).
 */
export function quarterTurnsPerCell(this: LIB_GraphicSprites, element: { isSprites?: boolean }, ...args: unknown[]): LIB_GraphicSprites {
  const [x, y] = [args[5] as number, args[6] as number];
  if (element.isSprites) (this.getCurrent()!.data as Record<string, unknown>)['rotation'] = [0, 90, 180, 270][(x + y) % 4];
  return this;
}
