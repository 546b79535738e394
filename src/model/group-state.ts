/**
 * What the operation modules of one LIB_GraphicSprites share: the group, its id look-up,
 * the change hook, and the membership tests every mutation starts with.
 * The class (graphic-sprites.ts) is a facade over these modules.
 */
import type { LIB_GraphicSprites, LIB_GraphicSpritesChange } from './graphic-sprites.js';
import { SpriteObject, SubSpriteObject, type AnySpriteObject, type SpriteId } from './objects.js';

type Notify = (change: LIB_GraphicSpritesChange) => void;
type PointerChange = Extract<LIB_GraphicSpritesChange, { type: 'pointer' }>;

export class GroupState {
  /** Sprites by id (sub-sprites are indexed per sprite, sub-sprite-index.ts). */
  readonly spritesById = new Map<SpriteId, SpriteObject>();

  constructor(
    readonly group: LIB_GraphicSprites,
    /** The base class's no-op `notify`: a group whose `notify` is still that one has no listener. */
    private readonly silent: Notify,
  ) {}

  /** Whether a subclass listens; when none does, change records would only be garbage on hot paths. */
  get observed(): boolean {
    return (this.group as unknown as { notify: Notify }).notify !== this.silent;
  }

  /**
   * The pointer record playback's moves reuse while no one keeps records (`playTo`): one
   * object per group instead of one per move, hundreds a frame on a playing page.
   */
  private pointerRecord: PointerChange | null = null;

  /** `pointerRecord` filled in with this move. */
  reusedPointerRecord(pointer: number, pointerPrevious: number, sprite: SpriteObject): PointerChange {
    const record = (this.pointerRecord ??= { type: 'pointer', pointer, pointerPrevious, sprite });
    record.pointer = pointer;
    record.pointerPrevious = pointerPrevious;
    record.sprite = sprite;
    return record;
  }

  /** Reports one successful mutation to the group's (protected) `notify`. */
  emit(change: LIB_GraphicSpritesChange): void {
    (this.group as unknown as { notify: Notify }).notify(change);
  }

  get sprites(): SpriteObject[] {
    return this.group.spritesGroup.sprites;
  }
}

export function isOwnSprite(s: GroupState, sprite: unknown): sprite is SpriteObject {
  return sprite instanceof SpriteObject && sprite.container === s.group && s.sprites[sprite.position] === sprite;
}

export function isOwnSubSprite(s: GroupState, subSprite: unknown): subSprite is SubSpriteObject {
  return (
    subSprite instanceof SubSpriteObject &&
    subSprite.container === s.group &&
    isOwnSprite(s, subSprite.parent) &&
    subSprite.parent.subSprites[subSprite.position] === subSprite
  );
}

/** The group object, or one of its sprites or sub-sprites. */
export function owns(s: GroupState, object: unknown): object is AnySpriteObject {
  return object === s.group.spritesGroup || isOwnSprite(s, object) || isOwnSubSprite(s, object);
}

export function getCurrent(s: GroupState): SpriteObject | null {
  return s.sprites[s.group.pointer] ?? null;
}

/** Where `sprite` is omitted, the current sprite is used (docs/model.md#operations). */
export function spriteOrCurrent(s: GroupState, sprite: unknown): unknown {
  return sprite === undefined ? getCurrent(s) : sprite;
}
