/**
 * One MutationObserver for every connected group: a batch of DOM changes
 * costs one callback however many groups it touches (during playback every
 * group reflects its pointer each frame, and one observer per group measured
 * slower). Each group's sync subscribes its root like `@lit-labs/observers`'
 * MutationController would, and gets only its own records. MutationObserver
 * has no per-target unobserve, so a group that leaves is dropped by observing
 * the others again, once per batch.
 */
import { groupOf } from '../fields/fields.js';

type Deliver = (records: MutationRecord[]) => void;

const OBSERVE: MutationObserverInit = { childList: true, subtree: true, attributes: true };

class MutationHub {
  private readonly observed = new Map<Element, Deliver>();
  private observer: MutationObserver | null = null;
  private rebuildQueued = false;

  get size(): number {
    return this.observed.size;
  }

  observe(root: Element, deliver: Deliver): void {
    this.observed.set(root, deliver);
    (this.observer ??= new MutationObserver((records) => this.deliver(records))).observe(root, OBSERVE);
  }

  unobserve(root: Element): void {
    if (!this.observed.delete(root) || this.rebuildQueued) return;
    this.rebuildQueued = true;
    queueMicrotask(() => this.rebuild());
  }

  /** Applies every DOM change not yet delivered, in every group. */
  flush(): void {
    const records = this.observer?.takeRecords();
    if (records?.length) this.deliver(records);
  }

  private rebuild(): void {
    this.rebuildQueued = false;
    const observer = this.observer;
    if (!observer) return;
    const pending = observer.takeRecords();
    observer.disconnect();
    if (this.observed.size === 0) this.observer = null;
    else for (const root of this.observed.keys()) observer.observe(root, OBSERVE);
    if (pending.length) this.deliver(pending);
  }

  /** Hands each record to the group it happened in (records of groups that left are dropped). */
  private deliver(records: MutationRecord[]): void {
    const byGroup = new Map<Deliver, MutationRecord[]>();
    for (const record of records) {
      const group = groupOf(record.target as Element);
      const deliver = group && this.observed.get(group);
      if (!deliver) continue;
      const list = byGroup.get(deliver);
      if (list) list.push(record);
      else byGroup.set(deliver, [record]);
    }
    for (const [deliver, list] of byGroup) deliver(list);
  }
}

export const mutationHub = new MutationHub();

/** For tests: how many groups the shared observer watches. */
export const observing = (): number => mutationHub.size;
