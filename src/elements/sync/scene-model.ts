import type { LIB_GraphicSprites } from '../../model/index.js';
import { GroupModel } from './group-model.js';
import {
  LIB_GraphicSpritesScene,
  type GraphicSpritesSnapshot,
  type SceneInsertResult,
  type SpritesObjectInit,
} from '../../model/index.js';

type Group = LIB_GraphicSprites | SpritesObjectInit | GraphicSpritesSnapshot;

/** The owning `<lib-sprites-scene>`'s side of the inserts and removals made through the model (scene-sync.ts). */
export interface SceneMirror {
  /** The DOM is being written into the model, or the model into the DOM: the model then changes as asked, alone. */
  readonly writing: boolean;
  /** The model of the group element that will hold `group`; null when `group` cannot be read. */
  groupFor(group: Group): LIB_GraphicSprites | null;
  /** The model placed `item` (in place of `replaced`): its element joins the children. */
  inserted(item: LIB_GraphicSprites, replaced: LIB_GraphicSprites | undefined): void;
  /** Where the group `index` names is once the DOM's changes are read; null when it is gone already. */
  settle(index: number | undefined): number | undefined | null;
  /** The model removed `item`: its element leaves the children. */
  removed(item: LIB_GraphicSprites): void;
}

/**
 * The `LIB_GraphicSpritesScene` behind a `<lib-sprites-scene>` (its
 * `controller`): the model itself, whose inserts and removals are handed to
 * the element, which makes or removes the `<lib-sprites-group>` elements.
 */
export class SceneModel extends LIB_GraphicSpritesScene {
  /** @internal Set by the owning element (declared: the base constructor already inserts). */
  declare mirror: SceneMirror | undefined;

  /**
   * @internal A group element's model built from a SPRITES_OBJECT (or a snapshot) with the scene's
   * defaults, not inserted; null when it cannot be read (a getter or a Proxy that throws).
   */
  createGroupModel(group: SpritesObjectInit | GraphicSpritesSnapshot): GroupModel | null {
    const model = this.groupFrom(group, (init) => new GroupModel(undefined, init));
    return model instanceof GroupModel && model !== group ? model : null;
  }

  /**
   * One direction: the model changes first, then the mirror writes the element. With a
   * `<lib-sprites-scene>`, each group is an element that holds a copy: nothing is adopted by reference.
   */
  override insertSpritesGroup(
    group: Group,
    avoidUpdatingGraphicSpritesByZIndex?: boolean,
    byReference?: boolean,
  ): SceneInsertResult | null {
    const mirror = this.mirror;
    if (!mirror || mirror.writing)
      return super.insertSpritesGroup(group, avoidUpdatingGraphicSpritesByZIndex, byReference);
    const item = mirror.groupFor(group);
    if (!item) return null;
    const existing = this.getGraphicSpritesIndexById(item.id);
    const found = this.spritesGroups.items[existing];
    const result = this.placeSpritesGroup(item, existing);
    mirror.inserted(item, found !== item ? found : undefined);
    return result;
  }

  override removeSpritesGroup(index?: number): boolean {
    const mirror = this.mirror;
    if (!mirror || mirror.writing) return super.removeSpritesGroup(index);
    const at = mirror.settle(index);
    if (at === null) return true;
    const item = this.getGraphicSprites(at);
    if (!item || !super.removeSpritesGroup(at)) return false;
    mirror.removed(item);
    return true;
  }
}
