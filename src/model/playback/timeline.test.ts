import { expect } from '@open-wc/testing';
import { PlaybackTimeline, toPlaybackDirection, toRepeat, type TimelineEvent, type TimelineOptions } from './index.js';

/** The sprite shown in each `step` ms slice of the run, until it ends or `max` slices. */
function order(options: TimelineOptions, step = 10, max = 40): number[] {
  const timeline = new PlaybackTimeline(options);
  const seen = [timeline.index];
  for (let i = 0; i < max && !timeline.finished; i++) {
    for (const event of timeline.advance(step)) if (event.type === 'frame') seen.push(event.index);
  }
  return seen;
}

const even = (n: number, ms = 10): number[] => new Array(n).fill(ms);

describe('PlaybackTimeline', () => {
  it('maps the Aseprite directions and repeat strings', () => {
    expect(
      ['forward', 'reverse', 'pingpong', 'pingpong_reverse', 'alternate', 'sideways'].map(toPlaybackDirection),
    ).to.deep.equal(['normal', 'reverse', 'alternate', 'alternate-reverse', 'alternate', undefined]);
    expect(['0', undefined, '3', 2, -1, 'x', Infinity].map(toRepeat)).to.deep.equal([
      Infinity,
      Infinity,
      3,
      2,
      Infinity,
      Infinity,
      Infinity,
    ]);
  });

  it('plays each direction in its order, repeat times, then ends', () => {
    const base = { durations: even(6), frames: [1, 2, 3] };
    expect(order({ ...base, repeat: 2 })).to.deep.equal([1, 2, 3, 1, 2, 3]);
    expect(order({ ...base, repeat: 2, direction: 'reverse' })).to.deep.equal([3, 2, 1, 3, 2, 1]);
    // Turning at the ends shows the end frame once; each pass is one repeat.
    expect(order({ ...base, repeat: 3, direction: 'alternate' })).to.deep.equal([1, 2, 3, 2, 1, 2, 3]);
    expect(order({ ...base, repeat: 2, direction: 'alternate-reverse' })).to.deep.equal([3, 2, 1, 2, 3]);
    expect(order({ ...base, direction: 'alternate' }, 10, 9)).to.deep.equal([1, 2, 3, 2, 1, 2, 3, 2, 1, 2]);
  });

  it('gives the total duration, one pass, and ends exactly once', () => {
    const timeline = new PlaybackTimeline({ durations: [100, 150, 100], repeat: 2, direction: 'alternate' });
    expect(timeline.iterationDuration).to.equal(350);
    expect(timeline.duration).to.equal(350 + 250);
    const events: TimelineEvent[] = [];
    for (let i = 0; i < 100; i++) events.push(...timeline.advance(10));
    expect(events.filter((e) => e.type === 'end')).to.have.length(1);
    expect(timeline.finished).to.equal(true);
    expect(timeline.index).to.equal(0);
    expect(new PlaybackTimeline({ durations: [10, 10] }).duration).to.equal(Infinity);
  });

  it("follows each frame's own duration", () => {
    const timeline = new PlaybackTimeline({ durations: [100, 150, 100] });
    const at = (t: number): number => ((timeline.currentTime = t), timeline.index);
    expect([at(0), at(99), at(100), at(249), at(250), at(349), at(350)]).to.deep.equal([0, 0, 1, 1, 2, 2, 0]);
  });

  it('seeks to the right frame with the right time already spent in it', () => {
    const timeline = new PlaybackTimeline({ durations: [100, 150, 100], repeat: 1 });
    timeline.seek(180);
    expect(timeline.position).to.include({ index: 1, elapsed: 80 });
    expect(timeline.timeToNextChange).to.equal(70);
    timeline.currentTime = 10_000;
    expect(timeline.currentTime).to.equal(350);
    expect(timeline.index).to.equal(2);
    timeline.currentTime = -5;
    expect(timeline.currentTime).to.equal(0);
  });

  it('rate 2 plays twice as fast, rate 0.5 half', () => {
    const fast = new PlaybackTimeline({ durations: even(4, 100), playbackRate: 2 });
    fast.advance(49);
    expect(fast.index).to.equal(0);
    expect(fast.advance(1)).to.deep.equal([{ type: 'frame', index: 1, previous: 0 }]);
    expect(fast.timeToNextChange).to.equal(50);
    const slow = new PlaybackTimeline({ durations: even(4, 100), playbackRate: 0.5 });
    slow.advance(199);
    expect(slow.index).to.equal(0);
    slow.advance(1);
    expect(slow.index).to.equal(1);
  });

  it('rate -1 plays backwards: from the end of a finite run down to its start, then ends', () => {
    const timeline = new PlaybackTimeline({ durations: even(3, 100), repeat: 1, playbackRate: -1 });
    timeline.restart();
    expect(timeline.index).to.equal(2);
    const seen = [timeline.index];
    let ended = 0;
    for (let i = 0; i < 40; i++)
      for (const e of timeline.advance(10)) {
        if (e.type === 'frame') seen.push(e.index);
        if (e.type === 'end') ended++;
      }
    expect(seen).to.deep.equal([2, 1, 0]);
    expect(ended).to.equal(1);
    expect(timeline.currentTime).to.equal(0);
  });

  it('rate -1 forever wraps from the first frame to the last and counts the loop', () => {
    const timeline = new PlaybackTimeline({ durations: even(3, 100), playbackRate: -1 });
    expect(timeline.index).to.equal(0);
    expect(timeline.advance(1)).to.deep.equal([
      { type: 'loop', loop: 1 },
      { type: 'frame', index: 2, previous: 0 },
    ]);
  });

  it('reports loops once per wrap, in order before the frame change', () => {
    const timeline = new PlaybackTimeline({ durations: even(2, 100) });
    const events: TimelineEvent[] = [];
    for (let i = 0; i < 35; i++) events.push(...timeline.advance(10));
    expect(events).to.deep.equal([
      { type: 'frame', index: 1, previous: 0 },
      { type: 'loop', loop: 1 },
      { type: 'frame', index: 0, previous: 1 },
      { type: 'frame', index: 1, previous: 0 },
    ]);
  });

  it('skips frames without a duration (disabled sprites), and shows nothing when none has one', () => {
    expect(order({ durations: [10, 0, 10, 0], repeat: 2 })).to.deep.equal([0, 2, 0, 2]);
    const none = new PlaybackTimeline({ durations: [0, 0] });
    expect(none.index).to.equal(-1);
    expect(none.advance(100)).to.deep.equal([]);
  });

  it('keeps the frame shown, with its elapsed time, when durations change', () => {
    const timeline = new PlaybackTimeline({ durations: even(3, 100) });
    timeline.seek(130);
    timeline.update({ durations: [0, 100, 100] });
    expect(timeline.position).to.include({ index: 1, elapsed: 30 });
    // The frame shown was disabled: the next one shows.
    timeline.update({ durations: [0, 0, 100] });
    expect(timeline.index).to.equal(2);
  });

  it('ignores bad input', () => {
    const timeline = new PlaybackTimeline({ durations: [NaN, -1, 10], frames: [5, -1, 2, 0.5] });
    expect(timeline.frames).to.deep.equal([2]);
    timeline.currentTime = NaN;
    expect(timeline.currentTime).to.equal(0);
    timeline.playbackRate = Infinity;
    expect(timeline.playbackRate).to.equal(1);
    expect(timeline.advance(-5)).to.deep.equal([]);
  });
});

describe('PlaybackTimeline steps (for a clock kept elsewhere)', () => {
  it("walks the steps in the rate's direction, skipping steps without duration, null at the end", () => {
    const timeline = new PlaybackTimeline({ durations: [10, 0, 10, 10], repeat: 2 });
    const walk: number[] = [];
    for (let s: number | null = timeline.firstStep(); s !== null; s = timeline.stepAfter(s))
      walk.push(timeline.step(s).index);
    expect(walk).to.deep.equal([0, 2, 3, 0, 2, 3]);
    const back: number[] = [];
    for (let s: number | null = timeline.firstStep(true); s !== null; s = timeline.stepAfter(s, true))
      back.push(timeline.step(s).index);
    expect(back).to.deep.equal([3, 2, 0, 3, 2, 0]);
    expect(timeline.step(6)).to.include({ index: 2, pass: 1, start: 40, duration: 10 });
    expect(timeline.stepOf(3)).to.equal(3);
    expect(timeline.stepOf(1)).to.equal(1);
    expect(new PlaybackTimeline({ durations: [10, 10] }).stepAfter(-5, true)).to.equal(-6);
  });
  it('indexOfStep, passOfStep and durationOfStep tell what step() does, field by field', () => {
    const cases: TimelineOptions[] = [
      { durations: [10, 20, 0, 40], frames: [0, 1, 2, 3], repeat: Infinity },
      { durations: [10, 20, 30], direction: 'alternate', repeat: Infinity },
      { durations: [10, 20, 30], direction: 'alternate-reverse', repeat: 3 },
      { durations: [5, 15], direction: 'reverse', repeat: 2, playbackRate: -1 },
      { durations: [] },
    ];
    for (const options of cases) {
      const timeline = new PlaybackTimeline(options);
      for (let s = -3; s < 12; s++) {
        const step = timeline.step(s);
        expect(
          [timeline.indexOfStep(s), timeline.passOfStep(s), timeline.durationOfStep(s)],
          `${JSON.stringify(options)} step ${s}`,
        ).to.deep.equal([step.index, step.pass, step.duration]);
      }
    }
  });
});
