/** Sprite sheets drawn at run time, so tests know every pixel of their images. */

export interface DrawnSheet {
  url: string;
  canvas: HTMLCanvasElement;
}

/**
 * `columns` × `rows` cells of `size` px, cell i filled with `colours[i]`
 * (cycling); `marked` puts a white 2×2 marker in each cell's top-left corner,
 * so both the cell and the rectangle's origin can be recognized.
 */
export function paintSheet(
  colours: readonly string[],
  size: number,
  columns: number,
  rows = 1,
  marked = false,
): DrawnSheet {
  const canvas = document.createElement('canvas');
  canvas.width = columns * size;
  canvas.height = rows * size;
  const context = canvas.getContext('2d')!;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      context.fillStyle = colours[(row * columns + column) % colours.length] ?? 'black';
      context.fillRect(column * size, row * size, size, size);
      if (!marked) continue;
      context.fillStyle = '#fff';
      context.fillRect(column * size, row * size, 2, 2);
    }
  }
  return { url: canvas.toDataURL('image/png'), canvas };
}
