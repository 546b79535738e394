/**
 * The images a canvas failed to load, with the groups that showed them: a failed image is not
 * loaded again at every draw, but once no group that showed it does any more (its `src` changed),
 * it loads again when next shown, as an `<img>` does when its `src` changes.
 */
import type { LIB_GraphicSprites, SpriteObject, SubSpriteObject } from '../../model/index.js';

export class FailedImages {
  private readonly groups = new Map<string, Set<LIB_GraphicSprites>>();
  private readonly retry: (url: string) => void;

  /** `retry(url)` lets the image at `url` load again at its next draw. */
  constructor(retry: (url: string) => void) {
    this.retry = retry;
  }

  /** `url` failed for the objects drawn with it (`askers`): their groups, each once. */
  failed(url: string, askers: ReadonlySet<object>): LIB_GraphicSprites[] {
    const groups = new Set<LIB_GraphicSprites>();
    for (const asker of askers) {
      const group = (asker as SpriteObject | SubSpriteObject).container;
      if (group) groups.add(group);
    }
    this.groups.set(url, groups);
    return [...groups];
  }

  /** `group` changed: a failed image none of its groups shows any more loads again when shown. */
  changed(group: LIB_GraphicSprites): void {
    if (this.groups.size === 0) return;
    for (const [url, groups] of this.groups) {
      if (!groups.has(group) || shows(group, url)) continue;
      groups.delete(group);
      if (groups.size > 0) continue;
      this.groups.delete(url);
      this.retry(url);
    }
  }
}

/** Whether a sprite or sub-sprite of `group` has `url` as its `src`. */
function shows(group: LIB_GraphicSprites, url: string): boolean {
  for (const sprite of group.spritesGroup.sprites) {
    if (sprite.src === url) return true;
    for (const sub of sprite.subSprites) if (sub.src === url) return true;
  }
  return false;
}
