/**
 * The fake cursor's DIV and IMG: the ones given to `set`, else the page's
 * elements with the spec's ids, else new ones; the IMG in the DIV, the DIV in
 * the document.
 */
import { IMPORTANT } from './cursor-box.js';
import { DIV_ID, IMAGE_ID, shown, warnCursorImage } from './cursor-values.js';

export function resolveCursorElements(
  divElement: unknown,
  imageElement: unknown,
): { div: HTMLElement; img: HTMLImageElement } {
  let d: HTMLElement | null = null;
  if (divElement instanceof HTMLElement) d = divElement;
  else if (divElement != null)
    warnCursorImage(
      'bad-option',
      `divElement must be an HTML element; using #${DIV_ID}.`,
      'divElement',
      shown(divElement),
    );
  let i: HTMLImageElement | null = null;
  if (imageElement instanceof HTMLImageElement) i = imageElement;
  else if (imageElement != null)
    warnCursorImage(
      'bad-option',
      `imageElement must be an IMG element; using #${IMAGE_ID}.`,
      'imageElement',
      shown(imageElement),
    );

  d ??= byId(DIV_ID, HTMLElement) ?? newBox();
  i ??= byId(IMAGE_ID, HTMLImageElement) ?? newImage();
  // Decorative: assistive technology has the real cursor and the page.
  d.setAttribute('aria-hidden', 'true');
  i.alt = '';
  i.draggable = false;
  if (i.parentNode !== d) d.appendChild(i);
  if (!d.isConnected) (document.body ?? document.documentElement).appendChild(d);
  return { div: d, img: i };
}

function byId<T extends HTMLElement>(id: string, type: abstract new () => T): T | null {
  const found = document.getElementById(id);
  return found instanceof type ? found : null;
}

function newBox(): HTMLElement {
  const d = document.createElement('div');
  d.id = DIV_ID;
  // Hidden at first (docs/fake-cursor.md#lib-mouse); shown once everything is in place.
  d.style.setProperty('display', 'none', IMPORTANT);
  return d;
}

function newImage(): HTMLImageElement {
  const i = document.createElement('img');
  i.id = IMAGE_ID;
  return i;
}
