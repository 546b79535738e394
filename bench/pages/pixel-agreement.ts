/**
 * How far two RGBA frames of the same size agree, as bench/tools/cbrem-compare.mjs
 * reports it. Colours are compared premultiplied (a transparent pixel is
 * transparent whatever its RGB), on the largest channel difference.
 *
 * - A pixel is inked when its alpha is above INK_ALPHA in either frame.
 * - An inked pixel of one frame agrees when the other frame has a pixel within
 *   TOLERANCE of it at the same place or one pixel away (so a shape or glyph
 *   off by one pixel still agrees, as rasterizers round differently).
 * - `agreement`: agreeing inked pixels of both frames over all inked pixels of
 *   both (1 when neither is inked).
 * - `worstTile`: the lowest agreement of a 32 × 32 tile holding at least
 *   MIN_TILE_INK inked pixels (1 when there is none).
 * - `meanDifference`: over the inked pixels of both frames, the mean of the
 *   smallest largest-channel difference to the other frame's pixel there or
 *   one pixel away, 0 to 255.
 * - `worstTileDifference`: the highest such mean of a 32 × 32 tile holding at
 *   least MIN_TILE_INK inked pixels (0 when there is none), and
 *   `tilesOverDifference`: how many tiles' mean is above MAX_TILE_DIFFERENCE.
 */
export const TOLERANCE = 48;
export const INK_ALPHA = 8;
export const TILE = 32;
export const MIN_TILE_INK = 24;
/** A tile whose mean colour difference is above this counts in `tilesOverDifference`. */
export const MAX_TILE_DIFFERENCE = 24;

export interface Frame {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export interface Agreement {
  inkA: number;
  inkB: number;
  agreement: number;
  worstTile: number;
  /** The worst tile's top-left corner, px; null when no tile counts. */
  worstTileAt: [number, number] | null;
  meanDifference: number;
  worstTileDifference: number;
  /** The top-left corner of the tile of `worstTileDifference`, px; null when no tile counts. */
  worstTileDifferenceAt: [number, number] | null;
  tilesOverDifference: number;
}

function premultiplied(frame: Frame): Int16Array {
  const out = new Int16Array(frame.data.length);
  const d = frame.data;
  for (let i = 0; i < d.length; i += 4) {
    const a = d[i + 3]!;
    out[i] = (d[i]! * a + 127) / 255;
    out[i + 1] = (d[i + 1]! * a + 127) / 255;
    out[i + 2] = (d[i + 2]! * a + 127) / 255;
    out[i + 3] = a;
  }
  return out;
}

/** The smallest largest-channel difference between pixel (x, y) of `a` and pixels of `b` at most one pixel away. */
function nearest(a: Int16Array, b: Int16Array, width: number, height: number, x: number, y: number): number {
  const i = (y * width + x) * 4;
  let best = 255;
  for (let dy = -1; dy <= 1; dy++) {
    const yy = y + dy;
    if (yy < 0 || yy >= height) continue;
    for (let dx = -1; dx <= 1; dx++) {
      const xx = x + dx;
      if (xx < 0 || xx >= width) continue;
      const j = (yy * width + xx) * 4;
      const d = Math.max(
        Math.abs(a[i]! - b[j]!),
        Math.abs(a[i + 1]! - b[j + 1]!),
        Math.abs(a[i + 2]! - b[j + 2]!),
        Math.abs(a[i + 3]! - b[j + 3]!),
      );
      if (d < best) best = d;
      if (best === 0) return 0;
    }
  }
  return best;
}

export function compareFrames(frameA: Frame, frameB: Frame): Agreement {
  const { width, height } = frameA;
  if (frameB.width !== width || frameB.height !== height)
    throw new Error(`frames differ in size: ${width}×${height} and ${frameB.width}×${frameB.height}`);
  const a = premultiplied(frameA);
  const b = premultiplied(frameB);
  const columns = Math.ceil(width / TILE);
  const tiles = columns * Math.ceil(height / TILE);
  const tileInk = new Uint32Array(tiles);
  const tileAgree = new Uint32Array(tiles);
  const tileDifference = new Float64Array(tiles);
  let inkA = 0;
  let inkB = 0;
  let agreeing = 0;
  let difference = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const alpha = (y * width + x) * 4 + 3;
      const tile = Math.floor(y / TILE) * columns + Math.floor(x / TILE);
      // Each frame's ink is checked against the other frame, so a pixel inked in both counts twice.
      for (const [from, to, inked] of [
        [a, b, a[alpha]! > INK_ALPHA],
        [b, a, b[alpha]! > INK_ALPHA],
      ] as const) {
        if (!inked) continue;
        if (from === a) inkA++;
        else inkB++;
        const d = nearest(from, to, width, height, x, y);
        difference += d;
        tileDifference[tile]! += d;
        tileInk[tile]!++;
        if (d <= TOLERANCE) {
          agreeing++;
          tileAgree[tile]!++;
        }
      }
    }
  }
  let worstTile = 1;
  let worstTileAt: [number, number] | null = null;
  let worstTileDifference = 0;
  let worstTileDifferenceAt: [number, number] | null = null;
  let tilesOverDifference = 0;
  for (let t = 0; t < tiles; t++) {
    if (tileInk[t]! < MIN_TILE_INK) continue;
    const mean = tileDifference[t]! / tileInk[t]!;
    if (mean > MAX_TILE_DIFFERENCE) tilesOverDifference++;
    if (mean > worstTileDifference || worstTileDifferenceAt === null) {
      worstTileDifference = Math.max(worstTileDifference, mean);
      worstTileDifferenceAt = [(t % columns) * TILE, Math.floor(t / columns) * TILE];
    }
    const value = tileAgree[t]! / tileInk[t]!;
    if (value < worstTile || worstTileAt === null) {
      worstTile = Math.min(worstTile, value);
      worstTileAt = [(t % columns) * TILE, Math.floor(t / columns) * TILE];
    }
  }
  const ink = inkA + inkB;
  return {
    inkA,
    inkB,
    agreement: ink ? agreeing / ink : 1,
    worstTile,
    worstTileAt,
    meanDifference: ink ? difference / ink : 0,
    worstTileDifference,
    worstTileDifferenceAt,
    tilesOverDifference,
  };
}
