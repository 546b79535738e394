/**
 * The elements' features loaded on first use (docs/getting-started.md#features):
 * `<lib-sprites-scene>`, with its Canvas 2D renderer and worker, is a module of
 * its own (./scene/index.ts), fetched the first time a page has a scene, or
 * imported ahead from `lib-sprites/scene`; a group's `atlas` (./atlas/index.ts,
 * `lib-sprites/atlas`) and its scroll and view timelines (./playback/scroll-feature.ts,
 * `lib-sprites/scroll`) are fetched the first time a group has the attribute.
 * Fetched through render/features.ts, so a group's `updateComplete` waits for them.
 */
import { SCENE_TAG } from '../shared/tag-names.js';
import { defineElement } from '../shared/define.js';
import { featureSlot } from '../render/features.js';
import type { AtlasController } from './atlas/atlas-controller.js';
import type { ScrollPlayback } from './playback/scroll-playback.js';

/** The atlas attribute's controller (its module: ./atlas/index.ts). */
export const atlasFeature = featureSlot<typeof AtlasController>(() => import('./atlas/index.js'));
export const provideAtlas = (controller: typeof AtlasController): void => atlasFeature.provide(controller);

/** Scroll and view timelines (their module: ./playback/scroll-feature.ts). */
export const scrollFeature = featureSlot<typeof ScrollPlayback>(() => import('./playback/scroll-feature.js'));
export const provideScroll = (playback: typeof ScrollPlayback): void => scrollFeature.provide(playback);

/** The scene element's class, once its module ran (imported ahead, or loaded). */
let sceneElement: CustomElementConstructor | undefined;
let sceneLoading: Promise<CustomElementConstructor> | undefined;

/** The scene's module hands its class over when it runs. */
export function provideScene(element: CustomElementConstructor): void {
  sceneElement = element;
}

/** The scene's class, if its module ran. */
export const sceneIfLoaded = (): CustomElementConstructor | undefined => sceneElement;

/** Fetches the scene's module once, and defines the element (if its tag is free). */
export function loadScene(registry: CustomElementRegistry | undefined = globalThis.customElements): Promise<unknown> {
  sceneLoading ??= import('./scene/scene-feature.js').then(() => sceneElement!);
  return sceneLoading.then((element) => registry && defineElement(registry, SCENE_TAG, element));
}

/**
 * What a group's update waits for before it draws, or null (nearly always):
 * a group whose parent is a scene not defined yet takes what it inherits from
 * it at its first draw, as it does when the scene is defined first. The scene
 * joins its groups a microtask after it connects (scene-sync.ts).
 */
export function sceneArriving(group: HTMLElement): Promise<unknown> | null {
  if (group.parentElement?.localName !== SCENE_TAG) return null;
  const registry = group.ownerDocument.defaultView?.customElements;
  if (!registry || registry.get(SCENE_TAG)) return null;
  // A task later: the scene has joined its groups by then.
  return loadScene(registry).then(() => new Promise<void>((resolve) => setTimeout(resolve)));
}
