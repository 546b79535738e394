/**
 * An image a group shows failed to load (a 404, a URL that is no image): as a broken `<img>`
 * fires `error`, the group fires `lib-sprites-error`, once per failed load, and the page is told
 * once with an `image-failed` warning. What the image would have drawn stays empty; a later change
 * of `src` loads it again.
 */
import { warn } from '../../shared/warnings.js';
import { dispatchLater } from './events.js';

const REASON = 'the image failed to load (not found, or not an image)';

/** A URL as a warning shows it: a long one (a data: URL) cut short. */
const shown = (url: string): string => JSON.stringify(url.length > 80 ? url.slice(0, 77) + '...' : url);

export function reportImageFailed(group: HTMLElement, url: string): void {
  warn('image-failed', group, `image ${shown(url)}: ${REASON}; nothing of it is drawn`, url, url);
  dispatchLater(group, 'lib-sprites-error', { kind: 'image', url, reason: REASON });
}
