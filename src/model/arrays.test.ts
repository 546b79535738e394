import { expect } from '@open-wc/testing';
import { LIB_Arrays } from './index.js';
import type { ExecuteFunctionAll_OBJECT } from './index.js';
import { bad, fakeTimers } from '../../test/support/model.js';

type Item = { n: number };
const items = (...ns: number[]): Item[] => ns.map((n) => ({ n }));

describe('LIB_Arrays.executeFunctionAll (docs/model.md#iteration)', () => {
  let timers: ReturnType<typeof fakeTimers>;
  beforeEach(() => {
    timers = fakeTimers();
  });
  afterEach(() => timers.restore());

  it('calls functionEach for each item at once and returns the count', () => {
    const seen: unknown[] = [];
    const list = items(1, 2, 3);
    const result = LIB_Arrays.executeFunctionAll(list, function (this: Item, item, position, array, delay) {
      seen.push([this === item, item.n, position, array === list, delay]);
    });
    expect(result).to.equal(3);
    expect(seen).to.deep.equal([
      [true, 1, 0, true, 0],
      [true, 2, 1, true, 0],
      [true, 3, 2, true, 0],
    ]);
  });

  it('skips null and undefined items without counting them, also for the delay steps', () => {
    const seen: unknown[] = [];
    const list = [{ n: 1 }, null, undefined, { n: 2 }, null, { n: 3 }];
    const result = LIB_Arrays.executeFunctionAll(
      list,
      (item, position) => seen.push([item.n, position, timers.now]),
      10,
      true,
    ) as ExecuteFunctionAll_OBJECT<Item>[];
    expect(result.map((r) => [r.item.n, r.setTimeoutDelay])).to.deep.equal([
      [1, 0],
      [2, 10],
      [3, 20],
    ]);
    timers.tick(20);
    expect(seen).to.deep.equal([
      [1, 0, 0],
      [2, 3, 10],
      [3, 5, 20],
    ]);
  });

  it('a delay of 0, a negative delay or a non-number delay runs everything at once', () => {
    for (const delay of [0, -5, NaN, Infinity, '10', null]) {
      const seen: number[] = [];
      expect(
        LIB_Arrays.executeFunctionAll(items(1, 2), (item) => seen.push(item.n), bad(delay)),
        String(delay),
      ).to.equal(2);
      expect(seen).to.deep.equal([1, 2]);
    }
    expect(timers.scheduled).to.deep.equal([]);
  });

  it('a fractional delay is used as given', () => {
    const result = LIB_Arrays.executeFunctionAll(
      items(1, 2, 3),
      () => undefined,
      2.5,
      true,
    ) as ExecuteFunctionAll_OBJECT<Item>[];
    expect(result.map((r) => r.setTimeoutDelay)).to.deep.equal([0, 2.5, 5]);
  });

  it("the delay callback's value is parsed to an integer per item", () => {
    const result = LIB_Arrays.executeFunctionAll(
      items(7, 8, 9),
      () => undefined,
      (item) => `${item.n}.9ms`,
      true,
    ) as ExecuteFunctionAll_OBJECT<Item>[];
    // k-th counted call after delay*k
    expect(result.map((r) => r.setTimeoutDelay)).to.deep.equal([0, 8, 18]);
    const first = LIB_Arrays.executeFunctionAll(
      items(7, 8),
      () => undefined,
      (item) => item.n,
      true,
      true,
    ) as ExecuteFunctionAll_OBJECT<Item>[];
    expect(first.map((r) => r.setTimeoutDelay)).to.deep.equal([7, 16]);
  });

  it('returns [] / 0 for an empty or non-array list, and still finishes', () => {
    const finished: unknown[] = [];
    expect(
      LIB_Arrays.executeFunctionAll(
        [],
        () => undefined,
        10,
        true,
        false,
        (a, c, m) => finished.push([a.length, c, m]),
      ),
    ).to.deep.equal([]);
    expect(
      LIB_Arrays.executeFunctionAll(
        bad('abc'),
        () => undefined,
        10,
        false,
        false,
        (a, c, m) => finished.push([a.length, c, m]),
      ),
    ).to.equal(0);
    expect(finished).to.deep.equal([
      [0, 0, 0],
      [0, 0, 0],
    ]);
  });

  it('a functionFinish that is not a function is ignored', () => {
    expect(LIB_Arrays.executeFunctionAll(items(1), () => undefined, 0, false, false, bad('x'))).to.equal(1);
    expect(LIB_Arrays.executeFunctionAll(items(1, 2), () => undefined, 5, false, false, bad(5))).to.equal(2);
    expect(timers.scheduled.map((t) => t.delay)).to.deep.equal([5]);
  });

  it('a huge delay is capped to the largest delay timers support, so nothing runs early', () => {
    const result = LIB_Arrays.executeFunctionAll(
      items(1, 2),
      () => undefined,
      1e12,
      true,
      false,
      () => undefined,
    ) as ExecuteFunctionAll_OBJECT<Item>[];
    for (const timer of timers.scheduled) expect(timer.delay).to.be.at.most(2 ** 31 - 1);
    expect(result[1]!.setTimeoutDelay).to.equal(2 ** 31 - 1);
  });
});

describe('LIB_Arrays.executeFunctionAll with real timers', () => {
  const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

  it('runs delayed calls in order, then finish after the largest delay', async () => {
    const seen: unknown[] = [];
    const start = performance.now();
    LIB_Arrays.executeFunctionAll(
      items(1, 2, 3),
      (item) => seen.push([item.n, performance.now() - start]),
      15,
      false,
      false,
      (_a, calls, max) => seen.push(['finish', calls, max]),
    );
    expect(seen.length).to.equal(1);
    await wait(80);
    expect(seen.map((s) => (s as unknown[])[0])).to.deep.equal([1, 2, 3, 'finish']);
    expect((seen[1] as number[])[1]).to.be.at.least(14);
    expect((seen[2] as number[])[1]).to.be.at.least(29);
    expect(seen[3]).to.deep.equal(['finish', 3, 30]);
  });

  it('a huge delay does not fire at once', async () => {
    const seen: number[] = [];
    const result = LIB_Arrays.executeFunctionAll(
      items(1, 2),
      (item) => seen.push(item.n),
      1e12,
      true,
    ) as ExecuteFunctionAll_OBJECT<Item>[];
    await wait(30);
    expect(seen).to.deep.equal([1]);
    clearTimeout(result[1]!.setTimeoutReturningValue!);
  });
});
