/**
 * The group's attributes of playback and atlases, declared once, as the
 * model declares its fields: attribute name, property, converter, default
 * and the warning a refused value gets. The group's observed attributes,
 * the properties it takes over at upgrade, its property setters and its
 * warnings read this table; so does the Custom Elements Manifest (the build
 * loads it from the shipped module), and the documentation's API tables
 * from there. DOM-free apart from the element passed in, so Node can load it.
 */
import { toPlaybackDirection, type PlaybackDirection } from '../../model/playback/direction.js';
import { acceptsString } from '../../shared/string-form.js';
import { cached, warnAttribute } from '../fields/fields.js';

/** What drives `currentTime` instead of time: scrolling (`scroll`) or the group's passage through the viewport (`view`). */
export type TimelineMode = 'scroll' | 'view';

/** Each playback attribute's value once parsed, by property name. */
export interface PlaybackValues {
  atlas: string;
  tag: string;
  playbackRate: number;
  direction: PlaybackDirection;
  repeat: number;
  poster: string;
  timeline: TimelineMode;
}

export type PlaybackProperty = keyof PlaybackValues;

export interface PlaybackAttributeDeclaration<K extends PlaybackProperty = PlaybackProperty> {
  /** The property. */
  readonly name: K;
  readonly attribute: string;
  /** The attribute string as a value; undefined when refused. */
  readonly converter: { fromAttribute(value: string): PlaybackValues[K] | undefined };
  /**
   * The value while the attribute is absent or refused; null when nothing is (no atlas, no tag, ...).
   * For direction and repeat, a playing tag's own value comes first.
   */
  default(): PlaybackValues[K] | null;
  /** Why a refused string is refused and what is used instead, for the warning; null when every string is taken. */
  readonly warning: string | null;
}

/** Without the page's value (or, for direction and repeat, a tag's own): as authored, forward, one pass. */
export const RATE_DEFAULT = 1;
export const DIRECTION_DEFAULT: PlaybackDirection = 'normal';
export const REPEAT_DEFAULT = 1;

const anyString = { fromAttribute: (value: string): string => value };

function declare<K extends PlaybackProperty>(
  declaration: PlaybackAttributeDeclaration<K>,
): PlaybackAttributeDeclaration<K> {
  return declaration;
}

/** Declared in the order the group applies them (the atlas before its tag). */
export const PLAYBACK_ATTRIBUTE = {
  atlas: declare({
    name: 'atlas',
    attribute: 'atlas',
    converter: anyString,
    default: () => null,
    warning: null,
  }),
  tag: declare({
    name: 'tag',
    attribute: 'tag',
    converter: anyString,
    default: () => null,
    warning: null,
  }),
  playbackRate: declare({
    name: 'playbackRate',
    attribute: 'playback-rate',
    converter: {
      fromAttribute: (value) => {
        const rate = Number(value);
        return Number.isFinite(rate) ? rate : undefined;
      },
    },
    default: () => RATE_DEFAULT,
    warning: 'is not a number; using 1',
  }),
  direction: declare({
    name: 'direction',
    attribute: 'direction',
    converter: { fromAttribute: toPlaybackDirection },
    default: () => DIRECTION_DEFAULT,
    warning: "is not a direction (normal, reverse, alternate, alternate-reverse); using the tag's, else normal",
  }),
  repeat: declare({
    name: 'repeat',
    attribute: 'repeat',
    converter: {
      fromAttribute: (value) => {
        const repeat = value === 'infinite' || value === 'loop' ? Infinity : Number(value);
        return repeat >= 1 ? Math.floor(repeat) : undefined;
      },
    },
    default: () => REPEAT_DEFAULT,
    warning: "is not a number of passes (1 or more, infinite or loop); using the tag's, else 1",
  }),
  poster: declare({
    name: 'poster',
    attribute: 'poster',
    converter: anyString,
    default: () => null,
    warning: null,
  }),
  timeline: declare({
    name: 'timeline',
    attribute: 'timeline',
    converter: { fromAttribute: (value) => (value === 'scroll' || value === 'view' ? value : undefined) },
    default: () => null,
    warning: 'is not scroll or view; time drives playback',
  }),
} as const satisfies { [K in PlaybackProperty]: PlaybackAttributeDeclaration<K> };

export const PLAYBACK_ATTRIBUTES: readonly PlaybackAttributeDeclaration[] = Object.values(PLAYBACK_ATTRIBUTE);

/** Attribute name → declaration. */
export const PLAYBACK_BY_ATTRIBUTE: ReadonlyMap<string, PlaybackAttributeDeclaration> = new Map(
  PLAYBACK_ATTRIBUTES.map((declaration) => [declaration.attribute, declaration]),
);

/**
 * The element's own value of a playback attribute: undefined while absent,
 * or refused (with one warning per refused string, from the table's text).
 */
export function parsePlaybackAttribute<K extends PlaybackProperty>(
  el: Element,
  declaration: PlaybackAttributeDeclaration<K>,
): PlaybackValues[K] | undefined {
  const raw = el.getAttribute(declaration.attribute);
  return cached(el, declaration.attribute, raw, () => {
    const value = declaration.converter.fromAttribute(raw!);
    if (value === undefined && declaration.warning !== null)
      warnAttribute(el, declaration.attribute, raw!, declaration.warning);
    return value;
  }) as PlaybackValues[K] | undefined;
}

/** What a playback property's setter does: null or undefined removes the attribute, anything else is its string. */
export function writePlaybackProperty(el: Element, name: PlaybackProperty, value: unknown): void {
  if (!acceptsString(el, name, value)) return;
  const { attribute } = PLAYBACK_ATTRIBUTE[name];
  if (value === null || value === undefined) el.removeAttribute(attribute);
  else el.setAttribute(attribute, String(value));
}
