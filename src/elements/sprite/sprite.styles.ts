import { css } from 'lit';

/** A sprite is data for its group, which draws it; the element itself takes no space. */
export const spriteStyles = css`
  :host {
    display: none;
  }
`;
