/**
 * `lib-sprites/model/playback`: time to frame with no DOM (`PlaybackTimeline`, docs/atlases-playback.md)
 * and CrossBrowdy's per-sprite timers (`stepTimers`, docs/atlases-playback.md#timers), for a page that
 * plays a model by its own clock. The elements' playback imports them from here too.
 */
export { PlaybackTimeline } from './timeline.js';
export type { TimelineEvent, TimelineOptions, TimelinePosition } from './timeline.js';
export { toPlaybackDirection, toRepeat } from './direction.js';
export type { PlaybackDirection } from './direction.js';
export { stepTimers, stepSubSpriteTimers, usesTimers, usesSubSpriteTimers, disabledByTimer } from './timers.js';
