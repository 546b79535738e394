import { expect } from '@open-wc/testing';
import { DueQueue } from './due-queue.js';
import type { Player } from './playback.js';

type Named = Player & { name: string; nextTick: number };
const player = (name: string): Named => ({ name, target: document.body, tick: () => undefined, nextTick: 0 });
/** A visit that leaves the player due at `at`, as a tick sets its `nextTick`. */
const dueAt = (p: Player, at: number): void => void ((p as Named).nextTick = at);

describe('DueQueue: players by when each next needs a tick', () => {
  it('run visits only the players due, earliest first, and puts each where its tick says', () => {
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
    expect(order.slice(0, 2)).to.deep.equal(['p9', 'p7']);
    expect(order).to.have.length(49);
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
    expect(seen).to.deep.equal(['a', 'c', 'b']);
    expect(queue.has(a)).to.equal(false);
    expect(queue.size).to.equal(2);
    queue.set(a, 50);
    seen.length = 0;
    queue.run(200, (p) => (seen.push((p as typeof a).name), dueAt(p, Number.NaN)));
    // a first (due at 50); b and c were both due at 100.
    expect(seen[0]).to.equal('a');
    expect([...seen].sort()).to.deep.equal(['a', 'b', 'c']);
  });
});
