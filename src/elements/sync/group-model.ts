import {
  LIB_GraphicSprites,
  type GraphicSpritesSnapshot,
  type LIB_GraphicSpritesChange,
  type SpritesObjectInit,
} from '../../model/index.js';
import { FIELD_WRITTEN } from '../../model/watch.js';

export type ChangeListener = (change: LIB_GraphicSpritesChange) => void;

/** The group's own way to move its model unrecorded (`GroupModel[PLAY_UNRECORDED]`): no name a page would call. */
export const PLAY_UNRECORDED: unique symbol = Symbol('playUnrecorded');

/**
 * The `LIB_GraphicSprites` behind a `<lib-sprites-group>` (its `controller`).
 * It is the model itself, with every spec method; the only addition is that
 * each change it makes is handed to the group's sync, which mirrors it in the
 * DOM, and to any listener added with `addChangeListener`.
 */
export class GroupModel extends LIB_GraphicSprites {
  /**
   * Declared, not initialized: the base constructor may already notify before
   * a subclass initializer would run (those first changes have no DOM to reach).
   */
  declare private sync: ChangeListener | undefined;
  declare private listeners: Set<ChangeListener> | undefined;
  /** Told of each write the page makes straight on a field of an object drawn (model/watch.ts). */
  declare fieldWritten: ((object: object, name: string) => void) | undefined;

  /** Built from `init` (a SPRITES_OBJECT or a snapshot) for an element to adopt, its changes go nowhere until `mirrorTo`. */
  constructor(sync?: ChangeListener, init?: SpritesObjectInit | GraphicSpritesSnapshot) {
    super(init);
    this.sync = sync;
  }

  /** From now on each change goes to `sync` (the sync of the element adopting this model). */
  mirrorTo(sync: ChangeListener): void {
    this.sync = sync;
  }

  /** Calls `listener` with every change the model makes from now on, after the DOM mirrored it; returns the way to stop. */
  addChangeListener(listener: ChangeListener): () => void {
    (this.listeners ??= new Set()).add(listener);
    return () => this.listeners?.delete(listener);
  }

  /** Whether a listener added with `addChangeListener` is there (the group's playback then reports its times too). */
  get hasChangeListeners(): boolean {
    return this.listeners !== undefined && this.listeners.size > 0;
  }

  /**
   * `playTo(position, time)`, telling no one of its change: for the group's
   * playback when the group draws the move itself and has no one else to
   * tell. False, doing nothing, while a listener added with
   * `addChangeListener` is there (it must hear of every change), and for a
   * position that is no sprite's (that move is `setPointer`'s, with records).
   */
  [PLAY_UNRECORDED](position: number, time: number): boolean {
    if (this.hasChangeListeners || this.spritesGroup.sprites[position] === undefined) return false;
    this.playTo(position, time, 'none');
    return true;
  }

  [FIELD_WRITTEN](object: object, name: string): void {
    this.fieldWritten?.(object, name);
  }

  protected override notify(change: LIB_GraphicSpritesChange): void {
    this.sync?.(change);
    if (this.listeners) for (const listener of this.listeners) listener(change);
  }
}
