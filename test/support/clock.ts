import { LIB_Device } from '../../src/model/index.js';

/** A clock the test moves, in place of `LIB_Device.getTiming` until restored. */
export interface FakeClock {
  now: number;
  /** Moves the clock on by `ms`; returns the new time. */
  advance(ms: number): number;
  /** Puts the clock at `value`. */
  set(value: number): void;
  restore(): void;
}

export function fakeClock(start = 1000): FakeClock {
  const original = LIB_Device.getTiming;
  const clock: FakeClock = {
    now: start,
    advance(ms) {
      clock.now += ms;
      return clock.now;
    },
    set(value) {
      clock.now = value;
    },
    restore() {
      LIB_Device.getTiming = original;
    },
  };
  LIB_Device.getTiming = () => clock.now;
  return clock;
}
