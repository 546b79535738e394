/**
 * The styles of shapes, BITMAP and MAP in a group's shadow root (dom/shapes.ts).
 * They come with the shapes feature (render/features.ts): a group adds them to
 * its root the first time it draws one (`adoptShapeStyles`), after the styles
 * Lit gave it, as if they had been among them.
 */
import { css } from 'lit';

const shapeStyles = css`
  .shape {
    position: absolute;
    left: 0;
    top: 0;
    width: 100%;
    height: 100%;
    overflow: visible;
    pointer-events: none;
    /* As a canvas strokes by default. */
    stroke-miterlimit: 10;
  }
  /* At the sprite box's top-left by its static position (no insets). Out of flow, a
     new path inside is laid out and painted without the boxes around it: in flow,
     or placed with left/top, Chromium lays out and repaints the group's boxes on
     each change (about 3× the layout time, and ten paint calls per group). */
  .shapes {
    position: absolute;
    display: block;
    overflow: visible;
    pointer-events: none;
    stroke: none;
    stroke-miterlimit: 10;
  }
  /* A group's sprite of shapes (stageShapesTemplate): the stage in flow, and positioned only
     while offset; the svg, the stage's size, clips as the stage would. */
  .stage.shapes-stage {
    position: static;
    z-index: auto;
  }
  .stage.shapes-stage.offset {
    position: relative;
  }
  .shapes.stage-shapes {
    overflow: var(--lib-sprites-overflow, visible);
  }
  /* No style of its own: what the groups drawn before it left (dom/styles-before.ts). */
  .fill-before {
    fill: var(--lib-sprites-fill-before, currentColor);
  }
  .stroke-before {
    stroke: var(--lib-sprites-stroke-before, currentColor);
  }
  .map {
    position: absolute;
    inset: 0;
    pointer-events: none;
  }
  .map-cell {
    position: absolute;
    transform-origin: 0 0;
  }
`;

/** Adds the shapes' styles to `root`, once (the caller remembers it). */
export function adoptShapeStyles(root: ShadowRoot): void {
  const sheet = shapeStyles.styleSheet;
  if (sheet && 'adoptedStyleSheets' in root) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  // Without constructable sheets Lit puts <style> elements first in the root: this one goes after them,
  // before where Lit renders (which a new template clears).
  const style = root.ownerDocument.createElement('style');
  const nonce = (globalThis as { litNonce?: string }).litNonce;
  if (nonce !== undefined) style.setAttribute('nonce', nonce);
  style.textContent = shapeStyles.cssText;
  let first = root.firstChild;
  while (first?.nodeName === 'STYLE') first = first.nextSibling;
  root.insertBefore(style, first);
}
