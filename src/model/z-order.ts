/**
 * Lists sorted by z-index ascending, stable: equal z-index keeps list order
 * (`position`). Kept up to date incrementally, so one z-index change costs a
 * binary search and a splice instead of a full re-sort.
 */
import { ZINDEX_DEFAULT } from './constants.js';

export interface Ordered {
  zIndex: number;
  position: number;
  positionByZIndex: number;
}

const zOf = (item: Ordered): number =>
  typeof item.zIndex === 'number' && !Number.isNaN(item.zIndex) ? item.zIndex : ZINDEX_DEFAULT;

const before = (a: Ordered, b: Ordered): boolean => {
  const za = zOf(a);
  const zb = zOf(b);
  return za < zb || (za === zb && a.position < b.position);
};

const renumber = (list: Ordered[], from: number, to: number): void => {
  for (let i = Math.max(0, from); i <= to && i < list.length; i++) list[i]!.positionByZIndex = i;
};

/** Where `item` belongs: the first index whose element sorts after it. */
const insertionIndex = (list: Ordered[], item: Ordered): number => {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(item, list[middle]!)) high = middle;
    else low = middle + 1;
  }
  return low;
};

/** Index of `item` in `list`, trusting its `positionByZIndex` when it is right. */
const indexIn = (list: Ordered[], item: Ordered): number =>
  list[item.positionByZIndex] === item ? item.positionByZIndex : list.indexOf(item);

export function placeByZIndex(list: Ordered[], item: Ordered): void {
  const index = insertionIndex(list, item);
  list.splice(index, 0, item);
  renumber(list, index, list.length - 1);
}

export function removeByZIndex(list: Ordered[], item: Ordered): void {
  const index = indexIn(list, item);
  if (index < 0) return;
  list.splice(index, 1);
  renumber(list, index, list.length - 1);
}

/** Moves one item after its z-index changed. */
export function repositionByZIndex(list: Ordered[], item: Ordered): void {
  const from = indexIn(list, item);
  if (from < 0) return placeByZIndex(list, item);
  list.splice(from, 1);
  const to = insertionIndex(list, item);
  list.splice(to, 0, item);
  renumber(list, Math.min(from, to), Math.max(from, to));
}

/** Full stable re-sort of `list` in place from `source` (in list order). */
export function sortByZIndex<T extends Ordered>(list: T[], source: readonly T[]): T[] {
  const sorted = isSorted(source) ? source : source.slice().sort((a, b) => zOf(a) - zOf(b) || a.position - b.position);
  list.length = 0;
  for (let i = 0; i < sorted.length; i++) {
    sorted[i]!.positionByZIndex = i;
    list.push(sorted[i]!);
  }
  return list;
}

/** A new, exact-size z-list of `source` (building: no spare capacity, no in-place rewrite). */
export function sortedByZIndex<T extends Ordered>(source: readonly T[]): T[] {
  const sorted = isSorted(source) ? source.slice() : source.slice().sort((a, b) => zOf(a) - zOf(b) || a.position - b.position);
  for (let i = 0; i < sorted.length; i++) sorted[i]!.positionByZIndex = i;
  return sorted;
}

/** Most lists are built in order (equal or rising z-index): no sort needed then. */
const isSorted = (list: readonly Ordered[]): boolean => {
  for (let i = 1; i < list.length; i++) if (zOf(list[i - 1]!) > zOf(list[i]!)) return false;
  return true;
};

/** After a removal at `from`, positions of the items after it drop by one. */
export function renumberPositions(list: Ordered[], from: number): void {
  for (let i = Math.max(0, from); i < list.length; i++) list[i]!.position = i;
}
