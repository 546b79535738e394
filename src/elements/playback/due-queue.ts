/**
 * Players ordered by when each next needs a tick (a binary min-heap that
 * knows every player's place, so a player's time can be moved or removed in
 * O(log n)). A frame then visits only the players that are due: with 5,000
 * playing groups and 833 changing per frame, a frame costs those 833, not a
 * comparison for each of the 5,000.
 *
 * A player's tick returns when it next needs one; a player whose schedule
 * may have changed by other means (a seek, a pointer moved from outside, a
 * new duration) is woken: due at once, at the next frame.
 */
import type { Player } from './playback.js';

/** A player's index in the heap of the queue it is in, kept on the player: a sift moves many, and a property write is far cheaper than a map's. */
type Slotted = Player & { [slot: symbol]: number | undefined };

export class DueQueue {
  /**
   * `heap[i]` is due at `due[i]`: the two lists always have the same length,
   * and a player's slot is its index in both (the `!` on their reads below).
   */
  private readonly heap: Player[] = [];
  private readonly due: number[] = [];
  /** Each queue its own key: a player may move from one queue to another (a group into a scene). */
  private readonly slot = Symbol('due-queue slot');
  /** The last run that visited a player, kept on it too. */
  private readonly stamp = Symbol('due-queue run');
  private runs = 0;
  private readonly place = {
    get: (player: Player): number | undefined => (player as Slotted)[this.slot],
    has: (player: Player): boolean => (player as Slotted)[this.slot] !== undefined,
    set: (player: Player, i: number): void => {
      (player as Slotted)[this.slot] = i;
    },
    delete: (player: Player): void => {
      (player as Slotted)[this.slot] = undefined;
    },
  };

  get size(): number {
    return this.heap.length;
  }

  has(player: Player): boolean {
    return this.place.has(player);
  }

  /** When the earliest player is due (Infinity when none is). */
  get next(): number {
    return this.due[0] ?? Infinity;
  }

  /** Puts `player` in the queue, due at `at` (moved there if it is in already). */
  set(player: Player, at: number): void {
    const i = this.place.get(player);
    if (i === undefined) {
      this.heap.push(player);
      this.due.push(at);
      this.place.set(player, this.heap.length - 1);
      this.up(this.heap.length - 1);
      return;
    }
    const was = this.due[i]!;
    this.due[i] = at;
    if (at < was) this.up(i);
    else if (at > was) this.down(i);
  }

  /** Due at once (at the next tick of the queue). */
  wake(player: Player): void {
    if (this.place.has(player)) this.set(player, Number.NEGATIVE_INFINITY);
  }

  delete(player: Player): boolean {
    if (player === this.visiting) this.visitingStopped = true;
    const i = this.place.get(player);
    if (i === undefined) return false;
    this.place.delete(player);
    const last = this.heap.length - 1;
    const lastPlayer = this.heap.pop()!;
    const lastDue = this.due.pop()!;
    if (i !== last) {
      this.heap[i] = lastPlayer;
      this.due[i] = lastDue;
      this.place.set(lastPlayer, i);
      this.up(i);
      this.down(this.place.get(lastPlayer)!);
    }
    return true;
  }

  clear(): void {
    for (const player of this.heap) this.place.delete(player);
    this.heap.length = 0;
    this.due.length = 0;
  }

  /**
   * Ticks, in order of due time, every player due at `now`: `visit` ticks
   * one and returns when it is next due (nothing: the next frame), or false
   * to take it out of the queue. A player started, or woken, by a tick is
   * visited in the same run; one ticked is not visited again in it.
   * Returns how many were visited.
   */
  run(now: number, visit: (player: Player) => number | void | false): number {
    // Due again "at the next frame": any time after `now`.
    const later = now + 1e-3;
    let visited = 0;
    // Each player visited is stamped with the run (no set to build every frame).
    const run = ++this.runs;
    const stamp = this.stamp;
    for (let top = this.heap[0]; top !== undefined && this.due[0]! <= now; top = this.heap[0]) {
      const player = top as Slotted;
      if (player[stamp] === run) {
        // Woken again in this run by another's tick: once a frame is enough.
        this.set(player, later);
        continue;
      }
      player[stamp] = run;
      visited++;
      // Out of the queue while it ticks: a tick that stops it, or wakes it, changes nothing here.
      this.removeTop();
      this.visiting = player;
      this.visitingStopped = false;
      let next: number | void | false;
      try {
        next = visit(player);
      } finally {
        this.visiting = null;
      }
      if (next !== false && !this.visitingStopped && !this.place.has(player))
        this.set(player, typeof next === 'number' && next > now ? next : later);
    }
    return visited;
  }

  /** The player being ticked by `run` (out of the heap meanwhile), and whether it was deleted during its tick. */
  private visiting: Player | null = null;
  private visitingStopped = false;

  /** Only called with the heap not empty. */
  private removeTop(): void {
    const top = this.heap[0]!;
    this.place.delete(top);
    const lastPlayer = this.heap.pop()!;
    const lastDue = this.due.pop()!;
    if (this.heap.length) {
      this.heap[0] = lastPlayer;
      this.due[0] = lastDue;
      this.down(0);
    }
  }

  private up(i: number): void {
    const { heap, due, slot } = this;
    const player = heap[i]!;
    const at = due[i]!;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (due[parent]! <= at) break;
      heap[i] = heap[parent]!;
      due[i] = due[parent]!;
      (heap[i] as Slotted)[slot] = i;
      i = parent;
    }
    heap[i] = player;
    due[i] = at;
    (player as Slotted)[slot] = i;
  }

  private down(i: number): void {
    const { heap, due, slot } = this;
    const n = heap.length;
    const player = heap[i]!;
    const at = due[i]!;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= n) break;
      const right = left + 1;
      const child = right < n && due[right]! < due[left]! ? right : left;
      if (due[child]! >= at) break;
      heap[i] = heap[child]!;
      due[i] = due[child]!;
      (heap[i] as Slotted)[slot] = i;
      i = child;
    }
    heap[i] = player;
    due[i] = at;
    (player as Slotted)[slot] = i;
  }
}
