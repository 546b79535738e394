/** Whether a shape is filled or outlined (canvas `fill()` / `stroke()`). */
export type Paint = 'fill' | 'stroke';

/**
 * A shape as SVG path data in the element's own coordinates: its `left`/`top`
 * is (0, 0). The same `d` is drawn by the DOM backend (`<path d>`), by a canvas
 * (`new Path2D(d)`, then `fill` or `stroke`), and hit-tested with
 * `isPointInPath` / `isPointInStroke`.
 */
export interface ShapeGeometry {
  readonly d: string;
  readonly paint: Paint;
  /** The stroke width in px (0 when filled). */
  readonly lineWidth: number;
}
