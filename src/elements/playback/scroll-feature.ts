/**
 * `lib-sprites/scroll`: a group's scroll and view timelines (`timeline="scroll" | "view"`,
 * ./scroll-playback.ts), a feature a group fetches the first time it has a
 * `timeline` (../features.ts), or imported ahead.
 */
import { provideScroll } from '../features.js';
import { ScrollPlayback } from './scroll-playback.js';

provideScroll(ScrollPlayback);

export { ScrollPlayback };
