/** LIB_Arrays.executeFunctionAll: loop an array, optionally with delays (docs/model.md#iteration). */

/** Called per element; `this` is the element. */
export type ElementCallback<T> = (this: T, element: T, position: number, array: readonly T[], delay: number) => unknown;
/** Returns the delay for an element; the value is parsed to an integer. */
export type DelayCallback<T> = (
  this: T,
  element: T,
  position: number,
  array: readonly T[],
  delayBetweenEach: DelayCallback<T>,
) => unknown;
/** Called once the loop has finished; `this` is the array. */
export type FinishCallback<T> = (
  this: readonly T[],
  array: readonly T[],
  calls: number,
  maximumDelay: number,
) => unknown;

export interface ExecuteFunctionAll_OBJECT<T> {
  item: T;
  /** The timer id, or null for a call that ran at once. */
  setTimeoutReturningValue: ReturnType<typeof setTimeout> | null;
  /** The delay used, or 0 for a call that ran at once. */
  setTimeoutDelay: number;
}

export type ExecuteFunctionAllResult<T> = number | ExecuteFunctionAll_OBJECT<T>[];

/** Engines run a timer at once when its delay overflows a signed 32-bit integer, so huge delays are capped. */
const MAX_TIMER_DELAY = 2147483647;

const delayFor = <T>(delayBetweenEach: unknown, item: T, position: number, array: readonly T[]): number => {
  if (typeof delayBetweenEach === 'function') {
    const value = parseInt(
      String(
        (delayBetweenEach as DelayCallback<T>).call(item, item, position, array, delayBetweenEach as DelayCallback<T>),
      ),
      10,
    );
    return Number.isFinite(value) ? value : 0;
  }
  return typeof delayBetweenEach === 'number' && Number.isFinite(delayBetweenEach) ? delayBetweenEach : 0;
};

function executeFunctionAll<T>(
  array: readonly (T | null | undefined)[],
  functionEach: ElementCallback<T>,
  delayBetweenEach?: number | DelayCallback<T>,
  returnSetTimeoutsArray?: false,
  delayBetweenEachAffectsFirst?: boolean,
  functionFinish?: FinishCallback<T>,
): number;
function executeFunctionAll<T>(
  array: readonly (T | null | undefined)[],
  functionEach: ElementCallback<T>,
  delayBetweenEach: number | DelayCallback<T> | undefined,
  returnSetTimeoutsArray: true,
  delayBetweenEachAffectsFirst?: boolean,
  functionFinish?: FinishCallback<T>,
): ExecuteFunctionAll_OBJECT<T>[];
function executeFunctionAll<T>(
  array: readonly (T | null | undefined)[],
  functionEach: ElementCallback<T>,
  delayBetweenEach?: number | DelayCallback<T>,
  returnSetTimeoutsArray?: boolean,
  delayBetweenEachAffectsFirst?: boolean,
  functionFinish?: FinishCallback<T>,
): ExecuteFunctionAllResult<T>;
function executeFunctionAll<T>(
  array: readonly (T | null | undefined)[],
  functionEach: ElementCallback<T>,
  delayBetweenEach?: number | DelayCallback<T>,
  returnSetTimeoutsArray?: boolean,
  delayBetweenEachAffectsFirst?: boolean,
  functionFinish?: FinishCallback<T>,
): ExecuteFunctionAllResult<T> {
  const list = (Array.isArray(array) ? array : []) as readonly T[];
  const finish = typeof functionFinish === 'function' ? functionFinish : undefined;
  const wantArray = returnSetTimeoutsArray === true;
  if (typeof functionEach !== 'function') {
    finish?.call(list, list, 0, 0);
    return wantArray ? [] : 0;
  }
  const records: ExecuteFunctionAll_OBJECT<T>[] = [];
  let calls = 0;
  let maximumDelay = 0;
  for (let position = 0; position < list.length; position++) {
    const item = list[position];
    if (item === null || item === undefined) continue;
    const delay = delayFor(delayBetweenEach, item, position, list);
    const wait =
      delay > 0 ? Math.min(MAX_TIMER_DELAY, delay * (delayBetweenEachAffectsFirst === true ? calls + 1 : calls)) : 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    if (wait > 0) {
      timer = setTimeout(() => functionEach.call(item, item, position, list, delay), wait);
      if (wait > maximumDelay) maximumDelay = wait;
    } else {
      functionEach.call(item, item, position, list, delay > 0 ? delay : 0);
    }
    calls++;
    if (wantArray) records.push({ item, setTimeoutReturningValue: timer, setTimeoutDelay: wait });
  }
  if (finish) {
    if (maximumDelay === 0) finish.call(list, list, calls, 0);
    else setTimeout(() => finish.call(list, list, calls, maximumDelay), Math.min(MAX_TIMER_DELAY, maximumDelay + 1));
  }
  return wantArray ? records : calls;
}

export const LIB_Arrays = { executeFunctionAll };
