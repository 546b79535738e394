import { css } from 'lit';
import { boxHostStyles } from './box-host.styles.js';

const sceneStyles = css`
  /* What the scene draws stays inside its box in both renderers, as a canvas keeps it:
     a group placed partly outside shows its inside part. clip, unlike hidden, makes no
     scroll container (a focused group is never scrolled into view inside the box). */
  .box {
    position: relative;
    overflow: hidden;
    overflow: clip;
    background: var(--lib-sprites-background, none);
  }
  /* DOM renderer: every group at the scene's origin; its own left/top offset its stage. */
  ::slotted(lib-sprites-group) {
    position: absolute;
    left: 0;
    top: 0;
  }
  canvas {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    display: block;
  }
  .proxy {
    position: absolute;
    pointer-events: none;
  }
  .proxy:focus-visible {
    outline: 2px solid Highlight;
  }
`;

export const spritesSceneStyles = [boxHostStyles, sceneStyles];
