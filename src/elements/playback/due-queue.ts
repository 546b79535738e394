/**
 * Players and when each next needs a tick, in a flat table by number: a
 * frame scans the due times (one typed array, read in order) and ticks the
 * players whose time has come. A player's tick says when it next needs one;
 * a player whose schedule may have changed by other means (a seek, a pointer
 * moved from outside, a new duration) is woken: due at once, at the next
 * frame.
 *
 * A scan rather than a heap: with 5,000 playing groups and 833 due a frame,
 * comparing 5,000 numbers laid out side by side costs about 6 µs, where
 * taking the 833 out of a heap and putting them back cost about 0.2 µs each
 * (the heap's `run`, 236 µs of self time a frame, against 51 for the scan
 * with its ticks' bookkeeping: bench/profile-loop.mjs SAMPLE=20). A page
 * where few are due a frame pays the scan alone, about 1.2 ns a player.
 */
import type { Player } from './playback.js';

/**
 * A player's number in the queue it waits in, kept on the player (read once per operation on it). One key
 * for every queue: a player waits in one queue at a time (the page's, or its scene's: playback.ts), and a
 * key of each queue's own would give the players of each new scene a shape of their own, and the
 * functions reading them code that handles every shape seen: slower with each scene a page makes.
 */
const NUMBER: unique symbol = Symbol('due-queue number');
type Numbered = Player & { [NUMBER]?: number | undefined };

/** Not visiting any player. */
const NONE = -1;

export class DueQueue {
  /** By number: the player (null: a free number), when it is due (Infinity for a free number), the last run that visited it. */
  private readonly players: (Player | null)[] = [];
  private due = new Float64Array(64).fill(Infinity);
  private stamps = new Float64Array(64);
  /** Numbers free for reuse (their players left the queue). */
  private readonly free: number[] = [];
  private count = 0;
  private runs = 0;
  /** The number `run` is at (NONE outside a run). */
  private position = NONE;
  /** The player `run` is ticking, while it is in the queue, and whether its tick set its time. */
  private visiting: Player | null = null;
  private visitSet = false;
  /** The lowest number given a time during a run at or below the scan's place (Infinity: none): scanned again. */
  private rescanFrom = Infinity;
  /** No later than the earliest due time: exact after a run, earlier once the player due first has left. */
  private earliest = Infinity;

  /** How many players wait in the queue (the one `run` is ticking left out). */
  get size(): number {
    return this.visiting ? this.count - 1 : this.count;
  }

  /** Whether `player` waits in the queue (not while `run` ticks it). */
  has(player: Player): boolean {
    const n = this.numberOf(player);
    return n !== undefined && player !== this.visiting;
  }

  /** When the earliest player is due (Infinity when none is); after a run, exactly. */
  get next(): number {
    return this.count === 0 ? Infinity : this.earliest;
  }

  /** Puts `player` in the queue, due at `at` (moved there if it is in already). */
  set(player: Player, at: number): void {
    const n = this.numberOf(player) ?? this.number(player);
    this.due[n] = at;
    if (at < this.earliest) this.earliest = at;
    if (player === this.visiting) this.visitSet = true;
    // Given a time behind the scan (a player woken, or a new one given a number freed): scanned again.
    else if (n <= this.position && n < this.rescanFrom) this.rescanFrom = n;
  }

  /** Due at once (at the next tick of the queue). */
  wake(player: Player): void {
    if (this.has(player)) this.set(player, Number.NEGATIVE_INFINITY);
  }

  /** Takes `player` out of the queue. False when it was not waiting in it (not in it, or being ticked by `run`). */
  delete(player: Player): boolean {
    const n = this.numberOf(player);
    if (n === undefined) return false;
    const waiting = player !== this.visiting;
    if (!waiting) this.visiting = null;
    this.release(player as Numbered, n);
    return waiting;
  }

  clear(): void {
    for (let n = 0; n < this.players.length; n++) {
      const player = this.players[n];
      if (player) this.release(player as Numbered, n);
    }
  }

  /**
   * Ticks every player due at `now`, by number: `visit` ticks one, which is
   * then due again at its `nextTick` (not after `now`: the next frame), or
   * returns false to take it out of the queue. A player started, or woken,
   * by a tick is visited in the same run; one ticked is not visited again in
   * it. Returns how many were visited.
   *
   * Numbers are given as players start, mostly in the page's order, which is
   * the order their objects were made and lie in memory: visited so, they
   * cost about 11% less script per change at 5,000 playing groups than in
   * the scattered order of their due times (bench/profile-changes.mjs).
   */
  run(now: number, visit: (player: Player) => boolean | void): number {
    // Due again "at the next frame": any time after `now`.
    const later = now + 1e-3;
    // Each player visited is stamped with the run (no set to build every frame).
    const run = ++this.runs;
    const { players } = this;
    let visited = 0;
    let earliest = Infinity;
    let from = 0;
    this.rescanFrom = Infinity;
    for (;;) {
      // Read afresh: a player started by a tick may grow the table, and is scanned in turn.
      for (let n = from; n < players.length; n++) {
        let due = this.due;
        if (due[n]! > now) {
          if (due[n]! < earliest) earliest = due[n]!;
          continue;
        }
        const player = players[n]!;
        if (this.stamps[n] === run) {
          // Woken again in this run by another's tick: once a frame is enough.
          due[n] = later;
          if (later < earliest) earliest = later;
          continue;
        }
        this.stamps[n] = run;
        this.position = n;
        this.visiting = player;
        this.visitSet = false;
        visited++;
        let next: boolean | void;
        try {
          next = visit(player);
        } catch (error) {
          // Out of the queue, as a tick that returned false; the rest, still due, are ticked at the next run.
          if (this.visiting === player && !this.visitSet) this.release(player as Numbered, n);
          this.visiting = null;
          this.position = NONE;
          this.earliest = Number.NEGATIVE_INFINITY;
          throw error;
        }
        const left = this.visiting === null;
        this.visiting = null;
        // Deleted by its tick (its number released, maybe given to another since, which `set` timed).
        if (players[n] !== player) continue;
        due = this.due;
        if (left || this.visitSet) {
          // Put back by its own tick (or stopped and started again): the time it was given, not again in this run.
          this.stamps[n] = run;
          if (due[n]! <= now) due[n] = later;
        } else if (next === false) {
          this.release(player as Numbered, n);
          continue;
        } else {
          const at = player.nextTick;
          due[n] = at > now ? at : later;
        }
        if (due[n]! < earliest) earliest = due[n]!;
      }
      if (this.rescanFrom === Infinity) break;
      // A tick gave a number behind the scan a time: due, it is visited in this run (once). The earliest
      // time is counted again: the numbers before it are past and not due, those from it are scanned again.
      from = this.rescanFrom;
      this.rescanFrom = Infinity;
      earliest = Infinity;
      for (let n = 0; n < from; n++) if (this.due[n]! < earliest) earliest = this.due[n]!;
    }
    this.position = NONE;
    this.earliest = earliest;
    return visited;
  }

  /** `player`'s number in this queue (undefined: not in it, or in another queue). */
  private numberOf(player: Player): number | undefined {
    const n = (player as Numbered)[NUMBER];
    return n !== undefined && this.players[n] === player ? n : undefined;
  }

  /** A number for `player`, kept on it until it leaves the queue. */
  private number(player: Player): number {
    let n = this.free.pop();
    if (n === undefined) {
      n = this.players.length;
      this.players.push(null);
      if (n === this.due.length) this.grow();
    }
    this.players[n] = player;
    this.stamps[n] = 0;
    this.count++;
    (player as Numbered)[NUMBER] = n;
    return n;
  }

  private grow(): void {
    const due = new Float64Array(this.due.length * 2).fill(Infinity);
    due.set(this.due);
    this.due = due;
    const stamps = new Float64Array(this.stamps.length * 2);
    stamps.set(this.stamps);
    this.stamps = stamps;
  }

  private release(player: Numbered, n: number): void {
    player[NUMBER] = undefined;
    this.players[n] = null;
    this.due[n] = Infinity;
    this.free.push(n);
    this.count--;
  }
}
