import type { LIB_GraphicSprites } from '../../model/index.js';
import { GroupModel } from './group-model.js';
import {
  LIB_GraphicSpritesScene,
  type GraphicSpritesSnapshot,
  type SceneInsertResult,
  type SpritesObjectInit,
} from '../../model/index.js';

type Group = LIB_GraphicSprites | SpritesObjectInit | GraphicSpritesSnapshot;

/** What the owning `<lib-sprites-scene>` does with inserts and removals made through the model. */
export interface SceneMirror {
  insertSpritesGroup(
    group: Group,
    insert: (group: LIB_GraphicSprites, existing?: number) => SceneInsertResult | null,
  ): SceneInsertResult | null;
  removeSpritesGroup(index: number | undefined, remove: (index?: number) => boolean): boolean;
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

  override insertSpritesGroup(
    group: Group,
    avoidUpdatingGraphicSpritesByZIndex?: boolean,
    byReference?: boolean,
  ): SceneInsertResult | null {
    // `existing`: where the group with the item's id is (-1: none), when the mirror has just looked it up.
    const insert = (item: LIB_GraphicSprites, existing?: number): SceneInsertResult | null =>
      existing === undefined ? super.insertSpritesGroup(item) : this.placeSpritesGroup(item, existing);
    // With a `<lib-sprites-scene>`, each group is an element that holds a copy: nothing is adopted by reference.
    if (!this.mirror) return super.insertSpritesGroup(group, avoidUpdatingGraphicSpritesByZIndex, byReference);
    return this.mirror.insertSpritesGroup(group, insert);
  }

  override removeSpritesGroup(index?: number): boolean {
    if (!this.mirror) return super.removeSpritesGroup(index);
    return this.mirror.removeSpritesGroup(index, (at) => super.removeSpritesGroup(at));
  }
}
