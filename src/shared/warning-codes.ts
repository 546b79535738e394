/**
 * The `lib-sprites/warnings` entry: every warning code the library gives, with
 * what it means (docs/warnings.md lists it). Prose for people and the docs, not
 * code a page runs: the core names codes by type only (./warnings.ts), so a
 * page that imports `lib-sprites` does not load this table.
 */

/** Every warning the library gives, by code, with what it means. */
export const WARNING_CODES = {
  'bad-attribute':
    'An attribute holds no value of its kind (not a number, not a direction, out of range); the element uses the inherited or default value.',
  'reserved-data':
    'The attributes data-that and data-get-this name keys the model keeps for itself (data.that, data.getThis); they are ignored.',
  'no-string-form':
    'A property was given a value with no string form (a Symbol, an object whose conversion throws); it is refused and the property keeps its value.',
  'duplicate-id':
    'Two children of one group or sprite share an id; the later one replaces the earlier one in its place.',
  'atlas-failed':
    'The atlas could not be loaded or is not an atlas; the group keeps its sprites (its lib-sprites-error event says why).',
  'unknown-tag': "The tag attribute names no tag of the group's atlas; it is ignored.",
  'bad-drawing-value':
    'A drawing option (data-radius, data-style, data-filter, …) or a shape source (a BITMAP or MAP grid, elementsData) is missing or malformed; that part is ignored or not drawn.',
  'map-cells-scaled':
    "A MAP's cells show groups larger than they are: with no elementsWidth / elementsHeight, a cell's size is the map's height over its number of rows (CrossBrowdy's rule); set data-elements-width and data-elements-height to the tiles' size.",
  'hook-threw':
    'A function called while drawing threw (beforeDrawing, afterDrawing, a style function, a function in elementsData); it counts as absent.',
  'slotted-sprites':
    'Sprites passed into a group through a slot element are not read: a group reads its own child elements. Put the sprites inside the group itself, or slot the whole group.',
  'canvas-only-blend':
    'A globalCompositeOperation has no CSS mix-blend-mode: the DOM renderer draws normally, the canvas renderer applies it.',
  'bad-option':
    'A fake cursor method was given an option or argument it cannot use (a size, an element, an image path, a position); the default is used.',
  'bad-selector': 'A fake cursor element was given a CSS selector that does not parse (match, group); it is ignored.',
  'image-failed':
    "An image failed to load (not found, not an image): a group or scene draws nothing of it (the group's lib-sprites-error event gives its URL); the fake cursor hides.",
  'second-copy':
    "Another copy of lib-sprites defined an element first (a page that loads both the bundle and the module entry, or two versions): this copy's element is not used, and its instanceof checks and onWarning listeners see nothing of the page's elements.",
  'cursor-showing': 'A fake cursor with another image is showing; hide it before setting another image.',
} as const satisfies Record<string, string>;
