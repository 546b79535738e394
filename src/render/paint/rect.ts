/** A rectangle in a canvas's space (x, y its top-left corner). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
