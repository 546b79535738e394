/**
 * What both directions of one group's sync share: the group element, its
 * model, and the state of its mirror, which keeps model → DOM → model from looping.
 * Also the inheritance rule as the elements apply it.
 */
import {
  SpriteObject,
  SubSpriteObject,
  type AnySpriteObject,
  type LIB_GraphicSpritesChange,
  type SpritesGroupObject,
} from '../../model/index.js';
import { inheritValue } from '../../model/fields.js';
import type { GroupModel } from './group-model.js';
import type { AttributeField } from '../fields/fields.js';
import type { MirroredObject } from './registry.js';
import type { MirrorState } from './mirror-state.js';

export type PointerChange = Extract<LIB_GraphicSpritesChange, { type: 'pointer' }>;

/** What the sync tells its group element (callbacks, so the element keeps them private). */
export interface SyncCallbacks {
  /** The model's pointer moved, whatever moved it. */
  pointerMoved(change: PointerChange): void;
  /** The sprites list was rebuilt from the DOM. */
  structureSynced(): void;
  /** The `pointer` attribute may differ from the model's pointer. */
  pointerAttributeChanged(): void;
  /** How long a sprite shows may have changed (a `duration` attribute, a sprite disabled or enabled). */
  scheduleChanged(): void;
  /** A time of the model was set (the current sprite's end may have moved). */
  timeChanged(): void;
  /**
   * The page wrote field `name` straight on an object of the group (`sprite.left = 10`), telling no DOM.
   * `placed`: it is the group object's own `left` or `top` (its place; its sprites' frames stay as they are).
   */
  fieldWritten(name: string, placed: boolean): void;
}

export interface SyncContext {
  readonly host: HTMLElement & { requestUpdate(): void };
  readonly controller: GroupModel;
  readonly callbacks: SyncCallbacks;
  /** Which way the group's mirror is writing: the echo of a write is not applied back. */
  readonly mirror: MirrorState;
  /** What the group takes from the scene holding it, or null outside a scene. */
  inheritance: GroupInheritance | null;
}

export type Fields = Record<string, unknown>;

/** The object one level up (sprite → group, sub-sprite → sprite). */
export function parentObject(group: SpritesGroupObject, object: AnySpriteObject): AnySpriteObject | null {
  if (object instanceof SpriteObject) return group;
  if (object instanceof SubSpriteObject) return object.parent;
  return null;
}

/** The objects one level down. */
export function childrenOf(object: AnySpriteObject): readonly MirroredObject[] {
  return object instanceof SubSpriteObject ? [] : object instanceof SpriteObject ? object.subSprites : object.sprites;
}

/**
 * What a group takes, where it sets nothing itself, before the static
 * defaults: its scene's attributes and data-* (given by `<lib-sprites-scene>`
 * to the groups it holds, through their sync), as a sprite takes its group's.
 */
export interface GroupInheritance {
  /** The scene's value of an inheriting field, or undefined. */
  value(field: AttributeField): unknown;
  /** The scene's data-* entries. */
  data(): Readonly<Record<string, string>>;
}

/** What an object without its own value of `field` takes, by the model's one inheritance rule (a group: its scene's value first). */
export function inherited(ctx: SyncContext, object: AnySpriteObject, field: AttributeField): unknown {
  const group = ctx.controller.spritesGroup;
  const parent = parentObject(group, object);
  if (!parent && object === group && field.inherits) {
    const fromScene = ctx.inheritance?.value(field);
    if (fromScene !== undefined) return fromScene;
  }
  return inheritValue(field, undefined, parent);
}
