/**
 * The plain image frames a canvas scene keeps per sprite, so that a pointer
 * move draws the new sprite's frame as last planned instead of planning it
 * again: one flat record per sprite, made at its first plan and written over
 * at each plan after (the renderer decides when a record is stale). A group
 * repainted alone is painted from the record alone; its item is written out
 * only for the repaints that need items.
 */
import type { SpriteObject } from '../../model/index.js';
import type { ImageFrame } from '../plan.js';
import type { KeptImageFrame } from './item-painter.js';
import type { DrawItem, Rect } from './items.js';

/** One sprite's kept frame. */
export interface SpriteFrame extends KeptImageFrame {
  /** When it was planned (a stamp of the renderer's). */
  made: number;
  /** The sprite's place in its group's stage: `x` and `y` less the stage's (which a game may move every frame). */
  left: number;
  top: number;
}

/** `frame`, just planned for `sprite`, written into its record in `frames` (at `position`), made when there is none. */
export function keepFrame(
  frames: (SpriteFrame | undefined)[],
  position: number,
  sprite: SpriteObject,
  frame: ImageFrame,
  stamp: number,
): SpriteFrame {
  let kept = frames[position];
  if (!kept || kept.object !== sprite) {
    kept = {
      object: sprite,
      url: '',
      srcLeft: 0,
      srcTop: 0,
      srcWidth: 0,
      srcHeight: 0,
      x: 0,
      y: 0,
      width: 0,
      height: 0,
      scaled: null,
      made: 0,
      left: 0,
      top: 0,
    };
    frames[position] = kept;
  }
  const { stage, item } = frame;
  const { box, source } = item;
  kept.made = stamp;
  kept.url = item.url;
  kept.srcLeft = source.left;
  kept.srcTop = source.top;
  kept.srcWidth = source.width;
  kept.srcHeight = source.height;
  kept.left = box.left;
  kept.top = box.top;
  placeFrame(kept, stage.left, stage.top);
  kept.width = Math.max(0, box.width);
  kept.height = Math.max(0, box.height);
  return kept;
}

/** The kept frame placed in its group's stage at (`stageLeft`, `stageTop`). */
export function placeFrame(kept: SpriteFrame, stageLeft: number, stageTop: number): void {
  // As groupItems places a sprite's item (its transform is the identity).
  kept.x = stageLeft + kept.left;
  kept.y = stageTop + kept.top;
}

/** The kept frame written out as an item: into `frame`'s plan item and `items` (made when null), written over. */
export function keptItem(kept: SpriteFrame, frame: ImageFrame, items: [DrawItem] | null): [DrawItem] {
  const item = frame.item;
  item.object = kept.object;
  item.url = kept.url;
  const source = item.source;
  source.left = kept.srcLeft;
  source.top = kept.srcTop;
  source.width = kept.srcWidth;
  source.height = kept.srcHeight;
  const out = items ?? [{ kind: 'image', object: kept.object, x: 0, y: 0, width: 0, height: 0, item }];
  const drawn = out[0];
  drawn.object = kept.object;
  drawn.item = item;
  drawn.x = kept.x;
  drawn.y = kept.y;
  drawn.width = kept.width;
  drawn.height = kept.height;
  return out;
}

/** `sameBounds` of a kept frame's one item (no ink beyond its box), read from the record. */
export function sameBox(kept: SpriteFrame, rect: Rect): boolean {
  const { x, y } = kept;
  // Sizes as `sameBounds` finds them, right minus left: in floating point that need not be the width itself.

  return x === rect.x && y === rect.y && x + kept.width - x === rect.width && y + kept.height - y === rect.height;
}
