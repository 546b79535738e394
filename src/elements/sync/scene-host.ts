import type { LIB_GraphicSprites } from '../../model/index.js';
import type { PlanStyles } from '../../render/draw-item.js';

/**
 * Which `<lib-sprites-scene>` draws a group: set by the scene when a group
 * joins it, read by the group at each render. Kept here rather than in a
 * field of the group, so that neither element exposes this to pages.
 */
export interface SceneHost {
  /** The scene element: a listener on it hears its groups' events. */
  readonly element: HTMLElement;
  /** Told of every render of `group`; true when the scene draws it (canvas) and the group's shadow root stays empty. */
  groupRendered(group: HTMLElement): boolean;
  /**
   * Told of a pointer move of `group` (its `controller`, which the scene
   * holds while it is its host) that changed nothing else about it (the
   * group renders when anything else changes); true when the scene draws it,
   * and the group then has nothing more to do.
   */
  groupMoved(group: HTMLElement, controller: LIB_GraphicSprites): boolean;
  /**
   * Told of a change of `group` that only its drawing shows (a field the page wrote straight on one of its
   * objects); true when the scene draws it (canvas) and will paint it again, with no render of the group.
   * `placed`: all that changed is the group's own place (its `left` / `top`).
   */
  groupChanged(group: HTMLElement, placed: boolean): boolean;
  /** Whether the scene draws its groups itself (canvas): a group's move then needs only `groupMoved`. */
  drawsGroups(): boolean;
  /** Told what each plan `group` draws in its own shadow DOM leaves and takes of the groups' styles (render/carried-style.ts). */
  groupPlanned(group: HTMLElement, styles: PlanStyles | undefined): void;
  /** The scene's `ignore-reduced-motion`, which its groups' autoplay honours as their own. */
  ignoresReducedMotion(): boolean;
}

/**
 * The group's method that starts the autoplay its scene asks for: a symbol,
 * no name a page would call, and on the group's class, where a table of
 * groups would cost an entry (and a function) per group, autoplaying or not.
 */
export const START_SCENE_AUTOPLAY: unique symbol = Symbol('startSceneAutoplay');

interface SceneAutoplayTarget {
  [START_SCENE_AUTOPLAY]?(): void;
}

/** The scene autoplays: `group` starts playing as its own `autoplay` would make it. */
export function startSceneAutoplay(group: HTMLElement): void {
  (group as HTMLElement & SceneAutoplayTarget)[START_SCENE_AUTOPLAY]?.();
}

/**
 * The host, in a symbol slot of the group: asked at each of its pointer moves,
 * where a weak map's look-up costs a hash probe (pages see no such property).
 */
const HOST: unique symbol = Symbol('sceneHost');
type Hosted = HTMLElement & { [HOST]?: SceneHost };

export function setSceneHost(group: HTMLElement, host: SceneHost | null): void {
  (group as Hosted)[HOST] = host ?? undefined;
}

export function sceneHostOf(group: HTMLElement): SceneHost | undefined {
  return (group as Hosted)[HOST];
}
