import { css } from 'lit';

/** The shadow DOM the DOM backend draws: its parts, and the custom properties that style them. */
export const domBackendStyles = css`
  /* Positioned with z-index 0: the sprites' z-indexes stack inside the group, never with the page. */
  .stage {
    position: relative;
    z-index: 0;
    box-sizing: border-box;
    overflow: var(--lib-sprites-overflow, visible);
    background: var(--lib-sprites-background, none);
  }
  .sprite,
  .sub-sprite {
    position: absolute;
    box-sizing: border-box;
  }
  /* The source rectangle of the image, scaled onto the box: a background needs no clipping.
     In flow rather than positioned: one paint layer fewer per group makes each frame cheaper. */
  .image {
    width: 100%;
    height: 100%;
    background-repeat: no-repeat;
    image-rendering: var(--lib-sprites-image-rendering, auto);
    pointer-events: none;
  }
  /* One box drawing stage, sprite and image (dom-backend.ts, flatImage): no paint layer unless offset. */
  .stage.flat {
    position: static;
    z-index: auto;
    /* The sprite box's, not the image's none: whatever the host has (a fake cursor's group has none). */
    pointer-events: inherit;
  }
  /* Not clipped to its box, as in the original (the stage clips with --lib-sprites-overflow: hidden);
     moved down by dom/text-top.ts so that its first line's top is where a canvas puts it. */
  .text {
    position: absolute;
    inset: 0;
    white-space: pre;
    font: var(--lib-sprites-text-font, inherit);
    color: var(--lib-sprites-text-color, inherit);
    line-height: var(--lib-sprites-text-line-height, normal);
  }
  /* An item drawn into a canvas of its own (dom/painted.ts), placed and sized by it. */
  .painted {
    position: absolute;
    display: block;
    pointer-events: none;
    font: var(--lib-sprites-text-font, inherit);
    color: var(--lib-sprites-text-color, inherit);
  }
  /* An image drawn with drawing options (dom-backend.ts): its box, rotated or filtered. */
  .appearance {
    width: 100%;
    height: 100%;
  }
`;
