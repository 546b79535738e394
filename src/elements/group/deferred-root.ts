import { adoptStyles, type LitElement } from 'lit';
import { SCENE_TAG } from '../../shared/tag-names.js';

/**
 * A group first connected inside a canvas scene gets its shadow root when it
 * first draws itself, not before. While the scene's canvas shows it, the group
 * renders nothing, and a scene of thousands of groups spent a few microseconds
 * on each one's shadow root and style sheets that stayed empty. Lit renders
 * that nothing into this detached fragment instead; `attachDeferredRoot` moves
 * what is in it (Lit's markers, so later renders land there too) into the
 * shadow root. Null elsewhere: the group then gets its shadow root as usual.
 */
export function canvasDrawnRoot(group: HTMLElement): DocumentFragment | null {
  const parent = group.parentElement as (HTMLElement & { renderer?: unknown }) | null;
  if (group.shadowRoot || parent?.localName !== SCENE_TAG) return null;
  // A scene whose module is still on its way (elements/features.ts) has only its attribute.
  if ((parent.renderer ?? parent.getAttribute('renderer')) !== 'canvas') return null;
  return group.ownerDocument.createDocumentFragment();
}

/** The group draws itself: its shadow root, styled as Lit styles it, takes over from `deferred`. */
export function attachDeferredRoot(group: LitElement, deferred: DocumentFragment): void {
  const type = group.constructor as typeof LitElement;
  const root = group.attachShadow(type.shadowRootOptions);
  adoptStyles(root, type.elementStyles);
  root.append(deferred);
}
