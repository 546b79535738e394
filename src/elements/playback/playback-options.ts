/**
 * What a host gives its playback (PlaybackController) and asks of it: the
 * model it plays and the host's part in each move, the host itself, and a
 * configuration of rate, direction and passes.
 */
import type { ReactiveControllerHost } from 'lit';
import type { LIB_GraphicSprites, PlaybackDirection, SpriteObject } from '../../model/index.js';

/** What `configure` takes: undefined direction or repeat means the tag's own. */
export interface PlaybackConfiguration {
  /** 1 = as authored, 2 = double speed, 0.5 = half, negative = backwards; 0 holds the frame. */
  readonly rate: number;
  /** The page's direction; undefined: the tag's, else `normal`. */
  readonly direction?: PlaybackDirection | undefined;
  /** Passes when not looping (Infinity: forever); undefined: the tag's, else 1. */
  readonly repeat?: number | undefined;
}

export interface PlaybackHost extends ReactiveControllerHost, HTMLElement {
  /** Wrap around at the ends. */
  readonly loop: boolean;
}

export interface PlaybackOptions {
  /**
   * The model played (read without flushing pending DOM changes: the loop must stay cheap).
   * Asked for once, at first use: a group keeps one model for its lifetime.
   */
  readonly model: () => LIB_GraphicSprites;
  /** A sprite's own duration in ms, or null/undefined when the frame rate decides. */
  readonly durationOf: (sprite: SpriteObject) => number | null | undefined;
  /**
   * Whether the model's change records of the times playback's own moves set must be made
   * (someone listens to them); when absent, they are. False also lets the model reuse one pointer
   * record for playback's moves: the group reads it at once, and no one else receives it.
   */
  readonly reportsTimes?: (model: LIB_GraphicSprites) => boolean;
  /** Called when playback stops (paused or ended). */
  readonly stopped?: () => void;
  /**
   * Called at each tick: true when the group must be drawn again at every
   * frame (it shows page hooks that run at each draw), which it then asks
   * for itself. While it says so, the group is ticked at every frame.
   */
  readonly drawsEveryFrame?: () => boolean;
  /**
   * Moves the model to sprite `index` (started at `start`) and draws it, when the host can with no
   * one to tell: true, the move is done. False, doing nothing: the model is moved, and tells the host.
   */
  readonly moveUnrecorded?: (index: number, start: number) => boolean;
}
