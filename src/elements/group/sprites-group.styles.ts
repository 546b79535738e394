import { css } from 'lit';
import { domBackendStyles } from '../../render/dom/styles.js';

/**
 * Unlike the scene's (box-host.styles.ts), the group's host is neither
 * positioned nor contained: each would make every group a paint layer of its
 * own, which costs each frame about as much again as the frame changes at
 * 500 groups (layerize and paint, traced). The stage keeps the sprites'
 * z-indexes inside the group; the stage's fixed size keeps layout inside it.
 */
const groupHostStyles = css`
  :host {
    display: inline-block;
    vertical-align: top;
  }
  :host([hidden]) {
    display: none;
  }
`;

// The shapes' styles come with their feature (render/dom/shape-styles.ts).
export const spritesGroupStyles = [groupHostStyles, domBackendStyles];
