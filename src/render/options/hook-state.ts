/**
 * What a page hook's drawing state left for its object (hook-context.ts, part
 * of the drawing extras fetched on first use, writes it): the hook's filter,
 * opacity and composite operation, read into the object's appearance at every
 * plan. An object whose hook never ran has none, and costs one look-up.
 */
import { blendOf } from './blend.js';
import type { CommonOptions } from './common.js';
import { parseFilter } from './filter.js';

/** The drawing state a hook may leave for its object. */
export interface HookDrawState {
  readonly filter: string;
  readonly globalAlpha: number;
  readonly globalCompositeOperation: string;
}

/** What each object's last `beforeDrawing` left (only objects whose hook changed something). */
export const hookStates = new WeakMap<object, HookDrawState>();

/**
 * `appearance` (the object's own options, or undefined for none) with what its hook left: the hook's
 * filter, opacity and composite operation where `data` gives none of its own.
 */
export function withHookState(
  object: object,
  data: Readonly<Record<string, unknown>>,
  appearance: CommonOptions | undefined,
  defaults: CommonOptions,
): CommonOptions | undefined {
  const state = hookStates.get(object);
  if (!state) return appearance;
  const base = appearance ?? defaults;
  const filter = !data['filter'] ? parseFilter(state.filter) : undefined;
  const alpha = Number.isFinite(state.globalAlpha) ? Math.min(1, Math.max(0, state.globalAlpha)) : 1;
  const blend = !data['globalCompositeOperation'] ? blendOf(state.globalCompositeOperation) : undefined;
  return {
    ...base,
    filter: filter === undefined ? base.filter : filter,
    opacity: data['opacity'] === undefined || data['opacity'] === null ? alpha : base.opacity,
    blend: blend ?? base.blend,
  };
}
