/** Small helpers the browser tests of every area share. */

export const isFirefox = navigator.userAgent.includes('Firefox');

/** Resolves at the next animation frame. */
export const frame = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(resolve));
