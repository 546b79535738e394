/** Playback directions: the Web Animations names, and Aseprite's names for the same four. */
export type PlaybackDirection = 'normal' | 'reverse' | 'alternate' | 'alternate-reverse';

const ALIASES: Record<string, PlaybackDirection> = {
  normal: 'normal',
  forward: 'normal',
  reverse: 'reverse',
  alternate: 'alternate',
  pingpong: 'alternate',
  'ping-pong': 'alternate',
  'alternate-reverse': 'alternate-reverse',
  pingpong_reverse: 'alternate-reverse',
  'pingpong-reverse': 'alternate-reverse',
};

/** The Web Animations name of a direction (Aseprite's are accepted); undefined when unknown. */
export function toPlaybackDirection(value: unknown): PlaybackDirection | undefined {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ALIASES, value) ? ALIASES[value] : undefined;
}

/**
 * A repeat count: a positive integer, or Infinity for forever. Aseprite writes
 * it as a string and uses "0" (or no value) for forever.
 */
export function toRepeat(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || Number.isNaN(n) || n <= 0) return Infinity;
  return n === Infinity ? Infinity : Math.max(1, Math.floor(n));
}
