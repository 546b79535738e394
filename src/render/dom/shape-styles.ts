/**
 * The group's styles for shapes (dom/shapes.ts), in the core: a group adopts its
 * styles once, before it knows whether it will draw shapes, which are fetched
 * the first time a plan has one (render/features.ts).
 */
import { css } from 'lit';

export const shapeStyles = css`
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
  .appearance {
    width: 100%;
    height: 100%;
  }
`;
