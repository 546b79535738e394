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

/**
 * A player's number in the queue it waits in, kept on the player (read once per operation on it), under
 * one key for every queue (docs/architecture.md#glossary, "one slot key"): a player waits in one queue at
 * a time (the page's, or its scene's: playback.ts).
 */
const NUMBER: unique symbol = Symbol('due-queue number');
type Numbered = Player & { [NUMBER]?: number | undefined };

/**
 * The heap holds players' numbers, not the players: a sift moves numbers
 * between three arrays of numbers, laid out flat, instead of writing each
 * moved player's place on the player (a dozen players scattered in memory
 * per sift, thousands a frame in a large scene).
 */
export class DueQueue {
  /** `heap[i]` is the number of the player due at `due[i]`: the two always have the same length. */
  private readonly heap: number[] = [];
  private readonly due: number[] = [];
  /** By number: the player, its index in the heap (-1: not in it), and the last run that visited it. */
  private readonly players: (Player | null)[] = [];
  private readonly slots: number[] = [];
  private readonly stamps: number[] = [];
  /** Numbers free for reuse (their players left the queue). */
  private readonly free: number[] = [];
  private runs = 0;

  get size(): number {
    return this.heap.length;
  }

  /** Whether `player` waits in the queue (not while `run` ticks it). */
  has(player: Player): boolean {
    const n = this.numberOf(player);
    return n !== undefined && this.slots[n]! >= 0;
  }

  /** When the earliest player is due (Infinity when none is). */
  get next(): number {
    return this.due[0] ?? Infinity;
  }

  /** Puts `player` in the queue, due at `at` (moved there if it is in already). */
  set(player: Player, at: number): void {
    const n = this.numberOf(player);
    if (n === undefined) {
      this.push(this.number(player), at);
      return;
    }
    const i = this.slots[n]!;
    if (i < 0) {
      // Numbered but out of the heap: the player being visited by `run`.
      this.push(n, at);
      return;
    }
    const was = this.due[i]!;
    this.due[i] = at;
    if (at < was) this.up(i);
    else if (at > was) this.down(i);
  }

  /** Due at once (at the next tick of the queue). */
  wake(player: Player): void {
    if (this.has(player)) this.set(player, Number.NEGATIVE_INFINITY);
  }

  delete(player: Player): boolean {
    const n = this.numberOf(player);
    if (n === undefined) return false;
    this.release(player as Numbered, n);
    const i = this.slots[n]!;
    this.slots[n] = -1;
    // Being ticked by `run`: out of the heap already, it stays out.
    if (i < 0) return false;
    const last = this.heap.length - 1;
    const lastNumber = this.heap.pop()!;
    const lastDue = this.due.pop()!;
    if (i !== last) {
      this.heap[i] = lastNumber;
      this.due[i] = lastDue;
      this.slots[lastNumber] = i;
      this.up(i);
      this.down(this.slots[lastNumber]!);
    }
    return true;
  }

  clear(): void {
    for (const n of this.heap) {
      this.slots[n] = -1;
      this.release(this.players[n] as Numbered, n);
    }
    this.heap.length = 0;
    this.due.length = 0;
  }

  /**
   * Ticks every player due at `now`: `visit` ticks one, which is then due
   * again at its `nextTick` (not after `now`: the next frame), or returns
   * false to take it out of the queue. A player started, or woken, by a tick
   * is visited in the same run; one ticked is not visited again in it.
   * Returns how many were visited.
   *
   * The players due are taken out first, then visited by number, not by due
   * time: numbers are given as players start, mostly in the page's order,
   * which is the order their objects were made and lie in memory. Walking
   * them so, rather than in the heap's scattered order, measured about 11%
   * less script per change at 5,000 playing groups (bench/tools/profile-changes.mjs),
   * and the same at 500. All of them change in the same frame either way.
   */
  run(now: number, visit: (player: Player) => boolean | void): number {
    // Due again "at the next frame": any time after `now`.
    const later = now + 1e-3;
    let visited = 0;
    // Each player visited is stamped with the run (no set to build every frame).
    const run = ++this.runs;
    const { heap, due, players, slots, stamps } = this;
    while (heap.length > 0 && due[0]! <= now) {
      const batch = this.takeDue(now, later, run);
      for (let b = 0; b < batch.length; b++) {
        const n = batch[b]!;
        const player = players[n];
        // Deleted by an earlier tick of the batch.
        if (!player) continue;
        if (slots[n]! >= 0) {
          // Put back in the heap by an earlier tick (or its number given to a player started since):
          // not visited yet, so visited in this run if it is due.
          stamps[n] = 0;
          continue;
        }
        visited++;
        let next: boolean | void;
        try {
          next = visit(player);
        } catch (error) {
          // Out of the queue, as a tick that returned false; the rest of the batch back in it, due at the next frame.
          if (players[n] === player && slots[n]! < 0) this.release(player as Numbered, n);
          for (let rest = b + 1; rest < batch.length; rest++) {
            const m = batch[rest]!;
            if (players[m] && slots[m]! < 0) this.push(m, later);
          }
          throw error;
        }
        // Back in the heap where the tick left its `nextTick`, unless the visit said false, or the player
        // was deleted (its number released, maybe given to another since) or put back meanwhile.
        if (players[n] !== player || slots[n]! >= 0) continue;
        if (next === false) {
          this.release(player as Numbered, n);
          continue;
        }
        const at = player.nextTick;
        // `push`, written out here: a time handed to a call is a number object made per tick.
        heap.push(n);
        due.push(at > now ? at : later);
        this.up(heap.length - 1);
      }
    }
    return visited;
  }

  /** Numbers whose players take their turn in one batch, reused from run to run (grown as needed). */
  private batch = new Uint32Array(64);

  /**
   * Takes every player due at `now` and not yet visited in this run out of the
   * heap (stamped with the run), and returns their numbers in ascending order.
   */
  private takeDue(now: number, later: number, run: number): Uint32Array {
    const { heap, due, stamps } = this;
    let count = 0;
    while (heap.length > 0 && due[0]! <= now) {
      const n = heap[0]!;
      if (stamps[n] === run) {
        // Woken again in this run by another's tick: once a frame is enough.
        due[0] = later;
        this.down(0);
        continue;
      }
      stamps[n] = run;
      // Out of the heap while it waits and ticks (still numbered): a tick that stops it, or wakes it, changes nothing here.
      this.removeTop();
      if (count === this.batch.length) {
        const grown = new Uint32Array(count * 2);
        grown.set(this.batch);
        this.batch = grown;
      }
      this.batch[count++] = n;
    }
    // A typed array sorts numerically, natively: no comparison called back per pair.
    return this.batch.subarray(0, count).sort();
  }

  /** `player`'s number in this queue (undefined: not in it, or in another queue). */
  private numberOf(player: Player): number | undefined {
    const n = (player as Numbered)[NUMBER];
    return n !== undefined && this.players[n] === player ? n : undefined;
  }

  /** A number for `player`, kept on it until it leaves the queue. */
  private number(player: Player): number {
    const n = this.free.pop() ?? this.players.length;
    this.players[n] = player;
    this.slots[n] = -1;
    this.stamps[n] = 0;
    (player as Numbered)[NUMBER] = n;
    return n;
  }

  private release(player: Numbered, n: number): void {
    player[NUMBER] = undefined;
    this.players[n] = null;
    this.free.push(n);
  }

  private push(n: number, at: number): void {
    this.heap.push(n);
    this.due.push(at);
    this.up(this.heap.length - 1);
  }

  /** Only called with the heap not empty. */
  private removeTop(): void {
    this.slots[this.heap[0]!] = -1;
    const lastNumber = this.heap.pop()!;
    const lastDue = this.due.pop()!;
    if (this.heap.length) {
      this.heap[0] = lastNumber;
      this.due[0] = lastDue;
      this.down(0);
    }
  }

  private up(i: number): void {
    const { heap, due } = this;
    const n = heap[i]!;
    const at = due[i]!;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (due[parent]! <= at) break;
      this.place(i, heap[parent]!, due[parent]!);
      i = parent;
    }
    this.place(i, n, at);
  }

  private down(i: number): void {
    const { heap, due } = this;
    const length = heap.length;
    const n = heap[i]!;
    const at = due[i]!;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= length) break;
      const right = left + 1;
      const child = right < length && due[right]! < due[left]! ? right : left;
      if (due[child]! >= at) break;
      this.place(i, heap[child]!, due[child]!);
      i = child;
    }
    this.place(i, n, at);
  }

  /** Player number `n`, due at `at`, at index `i` of the heap (where a sift moves it). */
  private place(i: number, n: number, at: number): void {
    this.heap[i] = n;
    this.due[i] = at;
    this.slots[n] = i;
  }
}
