import { expect } from '@open-wc/testing';
import {
  cancelFrame,
  loopRanThisFrame,
  loopRunsLaterThisFrame,
  requestFrame,
  runAfterThisCallback,
} from './frame-loop.js';

const nextFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

describe('frame loop: loopRunsLaterThisFrame', () => {
  it("tells a page's animation-frame callback that runs before the loop's that the loop comes later in the same frame", async () => {
    await nextFrame();
    const seen: [string, boolean][] = [];
    await new Promise<void>((done) => {
      requestAnimationFrame(() => {
        // Asked in this frame, all three run in the next one, in this order.
        requestAnimationFrame(() => seen.push(['page, before the loop', loopRunsLaterThisFrame()]));
        requestFrame(() => seen.push(['the loop itself', loopRunsLaterThisFrame()]));
        requestAnimationFrame(() => {
          seen.push(['page, after the loop', loopRunsLaterThisFrame()]);
          done();
        });
        seen.push(['the frame that asked', loopRunsLaterThisFrame()]);
      });
    });
    expect(seen).to.deep.equal([
      ['the frame that asked', false],
      ['page, before the loop', true],
      ['the loop itself', false],
      ['page, after the loop', false],
    ]);
    expect(loopRunsLaterThisFrame(), 'between frames, nothing asked').to.equal(false);
  });

  it('is false between frames while a frame is asked', async () => {
    await nextFrame();
    const waited = new Promise<void>((resolve) => requestFrame(() => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loopRunsLaterThisFrame()).to.equal(false);
    await waited;
  });
});

describe('frame loop: runAfterThisCallback', () => {
  it("moves the loop after a page's animation-frame callback that ran after it, from the next frame on", async () => {
    await nextFrame();
    const seen: string[] = [];
    const loop = (): void => {
      seen.push('loop');
      requestFrame(loop);
    };
    await new Promise<void>((done) => {
      requestAnimationFrame(() => {
        // Asked in this frame: the loop first, then the page's callback, which asks again at each run.
        requestFrame(loop);
        let runs = 0;
        const page = (): void => {
          seen.push(`page (loop ran: ${loopRanThisFrame()})`);
          if (runs === 0) runAfterThisCallback();
          if (++runs < 3) requestAnimationFrame(page);
          else done();
        };
        requestAnimationFrame(page);
      });
    });
    cancelFrame(loop);
    expect(seen).to.deep.equal([
      'loop',
      'page (loop ran: true)',
      'page (loop ran: false)',
      'loop',
      'page (loop ran: false)',
    ]);
  });
});
