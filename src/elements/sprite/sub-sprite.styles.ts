import { css } from 'lit';

/** A sub-sprite is data for its group, which draws it; the element itself takes no space. */
export const subSpriteStyles = css`
  :host {
    display: none;
  }
`;
