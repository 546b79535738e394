import { css } from 'lit';

/**
 * The host of a group or a scene: an inline box that is its own layout and
 * stacking context, so a frame change inside it is painted without touching
 * the page around.
 */
export const boxHostStyles = css`
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
