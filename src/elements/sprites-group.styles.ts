import { css } from 'lit';
import { shapeStyles } from '../render/dom/shapes.js';
import { domBackendStyles } from '../render/dom/styles.js';

const hostStyles = css`
  /* Each group is its own layout and stacking context: a frame change inside it is painted without touching the page around. */
  :host {
    display: inline-block;
    position: relative;
    vertical-align: top;
    contain: layout style;
  }
  :host([hidden]) {
    display: none;
  }
`;

export const spritesGroupStyles = [hostStyles, domBackendStyles, shapeStyles];
