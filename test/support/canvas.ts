/**
 * A 4 × 2 sheet of 8 px frames for the canvas tests: each frame a different
 * colour with a white dot (frame i's at x = i inside the frame, `dotTop` down),
 * so a wrong frame, an offset or filtering shows in the pixels.
 */
export function frameSheet(dotTop: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = 32;
  canvas.height = 16;
  const context = canvas.getContext('2d')!;
  for (let i = 0; i < 8; i++) {
    context.fillStyle = `hsl(${i * 45} 80% 50%)`;
    context.fillRect((i % 4) * 8, Math.floor(i / 4) * 8, 8, 8);
    context.fillStyle = 'white';
    context.fillRect((i % 4) * 8 + i, Math.floor(i / 4) * 8 + dotTop, 1, 1);
  }
  return canvas;
}
