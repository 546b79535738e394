import { expect } from '@open-wc/testing';
import { DueQueue } from './due-queue.js';
import type { Player } from './playback.js';

type Named = Player & { name: string; nextTick: number };
const player = (name: string): Named => ({ name, target: document.body, tick: () => undefined, nextTick: 0 });
/** A visit that leaves the player due at `at`, as a tick sets its `nextTick`. */
const dueAt = (p: Player, at: number): void => void ((p as Named).nextTick = at);

describe('DueQueue: players by when each next needs a tick', () => {
  it('run visits only the players due, and puts each where its tick says', () => {
    const queue = new DueQueue();
    const [a, b, c] = [player('a'), player('b'), player('c')];
    queue.set(a, 30);
    queue.set(b, 10);
    queue.set(c, 20);
    const seen: string[] = [];
    expect(queue.run(25, (p) => (seen.push((p as typeof a).name), dueAt(p, 100)))).to.equal(2);
    expect(seen).to.deep.equal(['b', 'c']);
    expect(queue.next).to.equal(30);
    seen.length = 0;
    queue.run(50, (p) => (seen.push((p as typeof a).name), dueAt(p, 50)));
    // Due no later than now: at the next run after 50, not again in this one.
    expect(seen).to.deep.equal(['a']);
    expect(queue.next).to.be.above(50).and.below(51);
  });

  it('set moves a queued player; wake makes it due at once; delete takes it out', () => {
    const queue = new DueQueue();
    const players = Array.from({ length: 50 }, (_, i) => player(`p${i}`));
    players.forEach((p, i) => queue.set(p, 1000 + ((i * 37) % 50)));
    queue.set(players[7]!, 5);
    queue.wake(players[9]!);
    queue.delete(players[8]!);
    expect(queue.size).to.equal(49);
    expect(queue.has(players[8]!)).to.equal(false);
    const order: string[] = [];
    queue.run(2000, (p) => {
      order.push((p as Named).name);
      return false;
    });
    // All due at 2000: visited once each, by number (the order they joined), whatever their due times.
    expect(order).to.deep.equal(players.filter((_, i) => i !== 8).map((p) => p.name));
    expect(queue.size, 'false took each out').to.equal(0);
  });

  it('a player started or woken by a tick is visited in the same run; none twice', () => {
    const queue = new DueQueue();
    const [a, b] = [player('a'), player('b')];
    queue.set(a, 0);
    queue.set(b, 500);
    const seen: string[] = [];
    queue.run(10, (p) => {
      seen.push((p as typeof a).name);
      // Each tick wakes the other and itself.
      queue.wake(a);
      queue.wake(b);
      dueAt(p, 1000);
    });
    expect(seen).to.deep.equal(['a', 'b']);
  });

  it('a player that stops during its own tick stays out, and another that takes its place is ticked in turn', () => {
    const queue = new DueQueue();
    const [a, b, c] = [player('a'), player('b'), player('c')];
    queue.set(a, 0);
    queue.set(b, 5);
    const seen: string[] = [];
    queue.run(10, (p) => {
      seen.push((p as typeof a).name);
      if (p === a) {
        // Stopped from inside its tick, and a new player starts (it may reuse what a left behind).
        expect(queue.delete(a), 'not waiting while ticked').to.equal(false);
        queue.set(c, 1);
      }
      dueAt(p, 100);
    });
    // c, started during the run and due, after the players that were due when it began.
    expect(seen).to.deep.equal(['a', 'b', 'c']);
    expect(queue.has(a)).to.equal(false);
    expect(queue.size).to.equal(2);
    queue.set(a, 50);
    seen.length = 0;
    queue.run(200, (p) => (seen.push((p as typeof a).name), dueAt(p, Number.NaN)));
    expect([...seen].sort()).to.deep.equal(['a', 'b', 'c']);
  });

  it('visits the players due by number, not by due time, and leaves the rest', () => {
    const queue = new DueQueue();
    const players = Array.from({ length: 200 }, (_, i) => player(`p${i}`));
    // Numbered as they join; due times in a scattered order, half of them after the run.
    players.forEach((p, i) => queue.set(p, (i * 73) % 200));
    const seen: Named[] = [];
    expect(queue.run(99, (p) => (seen.push(p as Named), dueAt(p, 1000)))).to.equal(100);
    expect(seen.map((p) => p.name)).to.deep.equal(players.filter((_, i) => (i * 73) % 200 <= 99).map((p) => p.name));
    expect(queue.next).to.equal(100);
  });

  it('a player set again by an earlier tick of the same run is still visited in it when due', () => {
    const queue = new DueQueue();
    const [a, b] = [player('a'), player('b')];
    queue.set(a, 0);
    queue.set(b, 0);
    const seen: string[] = [];
    queue.run(10, (p) => {
      seen.push((p as Named).name);
      // a restarts b (still waiting for its turn) at a time already due.
      if (p === a) queue.set(b, 5);
      dueAt(p, 100);
    });
    expect(seen).to.deep.equal(['a', 'b']);
    expect(queue.size).to.equal(2);
  });

  it('a player passed over (not due), woken by a later tick, is visited in the same run, and next counts every time set', () => {
    const queue = new DueQueue();
    const players = Array.from({ length: 5 }, (_, i) => player(`p${i}`));
    players.forEach((p, i) => queue.set(p, i === 0 || i === 3 ? 0 : 100 + i));
    const seen: string[] = [];
    queue.run(10, (p) => {
      seen.push((p as Named).name);
      if (p === players[3]) {
        // p1 (a lower number) was not due when the run began: woken now, it is ticked in this run all the same.
        queue.wake(players[1]!);
        // p0 was ticked in this run already: due again at the next run, not twice in this one.
        queue.wake(players[0]!);
      }
      if (p === players[1]) queue.set(players[4]!, 60);
      dueAt(p, 500);
    });
    expect(seen).to.deep.equal(['p0', 'p3', 'p1']);
    expect(queue.next, 'p0, due just after this run').to.be.above(10).and.below(11);
    seen.length = 0;
    queue.run(11, (p) => (seen.push((p as Named).name), dueAt(p, 500)));
    expect(seen).to.deep.equal(['p0']);
    expect(queue.next, 'p4, as the tick of p1 set it').to.equal(60);
  });

  it('next is exact after a run in which a tick moved a player already ticked', () => {
    const queue = new DueQueue();
    const [a, b, c] = [player('a'), player('b'), player('c')];
    queue.set(a, 0);
    queue.set(b, 0);
    queue.set(c, 100);
    queue.run(10, (p) => {
      // a's own tick leaves it due at 50; b's, later in the run, then moves a to 1000.
      if (p === b) queue.set(a, 1000);
      dueAt(p, p === a ? 50 : 500);
    });
    expect(queue.next).to.equal(100);
  });

  it('a tick that throws leaves the rest of the run queued', () => {
    const queue = new DueQueue();
    const [a, b, c] = [player('a'), player('b'), player('c')];
    for (const p of [a, b, c]) queue.set(p, 0);
    expect(() =>
      queue.run(10, (p) => {
        if (p === a) throw new Error('tick failed');
      }),
    ).to.throw('tick failed');
    expect(queue.has(a), 'out, as a tick that returned false').to.equal(false);
    expect(queue.has(b) && queue.has(c)).to.equal(true);
    const seen: string[] = [];
    queue.run(20, (p) => (seen.push((p as Named).name), dueAt(p, 100)));
    expect(seen).to.deep.equal(['b', 'c']);
  });

  it('a player that left one queue for another is known to the second only, and ticked by it', () => {
    // The page's queue and a scene's: a group that joins a scene moves from one to the other.
    const page = new DueQueue();
    const scene = new DueQueue();
    const [a, b] = [player('a'), player('b')];
    page.set(b, 0);
    page.set(a, 0);
    page.delete(a);
    scene.set(a, 0);
    expect(page.has(a)).to.equal(false);
    expect(scene.has(a)).to.equal(true);
    // Numbered 1 in the page's queue, then 0 in the scene's, where the page's 0 is another player.
    expect(page.delete(a), 'not in the page queue').to.equal(false);
    expect(page.has(b)).to.equal(true);
    const seen: string[] = [];
    scene.run(10, (p) => (seen.push((p as Named).name), dueAt(p, 100)));
    page.run(10, (p) => (seen.push((p as Named).name), dueAt(p, 100)));
    expect(seen).to.deep.equal(['a', 'b']);
  });
});
