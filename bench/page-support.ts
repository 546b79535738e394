/** What the benchmark pages share: a small sprite sheet, and a wait for the next painted frame. */

/** A 4 × 2 sheet of 16 px frames, as a short blob: URL so the markup stays small. */
export async function sheetUrl(): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 32;
  const context = canvas.getContext('2d')!;
  for (let i = 0; i < 8; i++) {
    context.fillStyle = `hsl(${i * 45} 80% 50%)`;
    context.fillRect((i % 4) * 16, Math.floor(i / 4) * 16, 16, 16);
  }
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return URL.createObjectURL(blob);
}

/** Resolves after the next frame has been rendered (a task posted from requestAnimationFrame runs after paint). */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }),
  );
