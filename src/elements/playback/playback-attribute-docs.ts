/**
 * What each playback attribute of the group is, for tools: its values as the manifest types them
 * and what it does (scripts/cem-playback-attributes.mjs reads the built
 * `dist/elements/playback/playback-attribute-docs.js`). Prose kept out of the table
 * (./playback-attributes.ts) so that no page loads it.
 */
import type { PlaybackProperty } from './playback-attributes.js';

export const PLAYBACK_ATTRIBUTE_DOCS: Readonly<Record<PlaybackProperty, { type: string; description: string }>> = {
  atlas: {
    type: 'string',
    description:
      'URL of an Aseprite or TexturePacker JSON export: its frames replace the sprites (one `<lib-sprite>` each).',
  },
  tag: {
    type: 'string',
    description: 'Name of the atlas tag (Aseprite tag, TexturePacker animation) to play; changing it switches at once.',
  },
  playbackRate: {
    type: 'number',
    description: 'Speed: 1 as authored, 2 double, 0.5 half, negative backwards, 0 holds the frame. Default 1.',
  },
  direction: {
    type: "'normal' | 'reverse' | 'alternate' | 'alternate-reverse'",
    description:
      "`normal`, `reverse`, `alternate` or `alternate-reverse` (Aseprite's `forward` / `pingpong` / `pingpong_reverse` accepted). Default: the tag's, else `normal`.",
  },
  repeat: {
    type: "number | 'infinite' | 'loop'",
    description:
      "Passes to play when not looping; `infinite` or `loop`: forever (as the `loop` attribute). Default: the tag's, else 1.",
  },
  poster: {
    type: 'string',
    description:
      'Index or id of the sprite shown, still, under `prefers-reduced-motion: reduce` when the group does not play. Default the first.',
  },
  timeline: {
    type: "'scroll' | 'view'",
    description:
      "`scroll`: the scroll progress of the nearest scrolling ancestor drives `currentTime`; `view`: the group's passage through the viewport does.",
  },
};
