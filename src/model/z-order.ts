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
  const sorted = isSorted(source) ? source : stableByZIndex(source);
  // Overwritten in place, not emptied and pushed again: after a bulk insert the list already has
  // the right length, and regrowing it 10,000 pushes long cost more than sorting.
  const n = sorted.length;
  if (list.length > n) list.length = n;
  for (let i = 0; i < n; i++) {
    const item = sorted[i]!;
    item.positionByZIndex = i;
    if (i < list.length) list[i] = item;
    else list.push(item);
  }
  return list;
}

/** A new, exact-size z-list of `source` (building: no spare capacity, no in-place rewrite). */
export function sortedByZIndex<T extends Ordered>(source: readonly T[]): T[] {
  const sorted = isSorted(source) ? source.slice() : stableByZIndex(source);
  for (let i = 0; i < sorted.length; i++) sorted[i]!.positionByZIndex = i;
  return sorted;
}

/** More distinct z-indexes than this and bucketing loses to a comparison sort. */
const MAX_BUCKETS = 32;

/**
 * A new list of `source` ordered by z-index, then position. A list usually holds a few layers, so
 * when `source` is in position order with few distinct z-indexes the items are counted into one
 * bucket per z-index: two passes and no comparator calls, where sorting 10,000 sprites made
 * hundreds of thousands (a tenth of building a large group). Anything else takes the comparison sort.
 */
function stableByZIndex<T extends Ordered>(source: readonly T[]): T[] {
  // `values` and `counts` are parallel (one entry per bucket), `bucketOf[i]` is a bucket of item i:
  // every index below is in range by construction, and this loop is the hottest of building.
  const n = source.length;
  const values: number[] = [];
  const counts: number[] = [];
  const bucketOf = new Uint8Array(n);
  let lastZ = NaN;
  let lastBucket = -1;
  let lastPosition = -Infinity;
  for (let i = 0; i < n; i++) {
    const item = source[i]!;
    const position = item.position;
    if (!(position > lastPosition)) return comparisonSort(source);
    lastPosition = position;
    const z = zOf(item);
    if (z !== lastZ) {
      lastZ = z;
      lastBucket = values.indexOf(z);
      if (lastBucket < 0) {
        if (values.length === MAX_BUCKETS || z !== z) return comparisonSort(source);
        lastBucket = values.length;
        values.push(z);
        counts.push(0);
      }
    }
    bucketOf[i] = lastBucket;
    counts[lastBucket]!++;
  }
  // Each bucket's first index in the result, buckets taken in z-index order.
  const order = values.map((_, k) => k).sort((a, b) => values[a]! - values[b]!);
  const next: number[] = new Array<number>(values.length).fill(0);
  let offset = 0;
  for (const k of order) {
    next[k] = offset;
    offset += counts[k]!;
  }
  const sorted = source.slice();
  for (let i = 0; i < n; i++) sorted[next[bucketOf[i]!]!++] = source[i]!;
  return sorted;
}

const comparisonSort = <T extends Ordered>(source: readonly T[]): T[] =>
  source.slice().sort((a, b) => zOf(a) - zOf(b) || a.position - b.position);

/** Most lists are built in order (equal or rising z-index): no sort needed then. */
const isSorted = (list: readonly Ordered[]): boolean => {
  for (let i = 1; i < list.length; i++) if (zOf(list[i - 1]!) > zOf(list[i]!)) return false;
  return true;
};

/** After a removal at `from`, positions of the items after it drop by one. */
export function renumberPositions(list: Ordered[], from: number): void {
  for (let i = Math.max(0, from); i < list.length; i++) list[i]!.position = i;
}
