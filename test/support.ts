/** Small helpers the browser tests of every area share. */

export const isFirefox = navigator.userAgent.includes('Firefox');

/** Resolves at the next animation frame. */
export const frame = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(resolve));

/** The colour on screen at a viewport point, from a real screenshot of the page: [r, g, b]. */
export async function pixelAt(x: number, y: number): Promise<[number, number, number]> {
  const { executeServerCommand } = await import('@web/test-runner-commands');
  const png = await executeServerCommand<string, undefined>('screenshot');
  const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
  // The screenshot is in device pixels.
  const scale = bitmap.width / window.innerWidth;
  const canvas = new OffscreenCanvas(1, 1);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, Math.floor(x * scale), Math.floor(y * scale), 1, 1, 0, 0, 1, 1);
  const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
  return [r!, g!, b!];
}
