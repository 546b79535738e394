/**
 * Keeps one `<lib-sprites-group>` and its `LIB_GraphicSprites` equal in both
 * directions.
 *
 * The invariant: for every element, the model value of each field equals the
 * element's own attribute, else its parent's model value (sprite → group,
 * sub-sprite → sprite), else the static default (left/top: the default
 * directly). DOM changes write the model under `fromDom` and model changes
 * write the DOM under `toDom`; each side ignores what the other is applying,
 * and every handler is idempotent, so late MutationObserver records of our own
 * writes change nothing. That is what keeps model → DOM → model from looping.
 */
import {
  SpriteObject,
  SubSpriteObject,
  type LIB_GraphicSpritesChange,
  type SpriteId,
  type SpriteInit,
  type SpritesGroupObject,
  type SubSpriteInit,
} from '../model/index.js';
import { SpritesController } from './controller.js';
import {
  FIELD_BY_ATTRIBUTE,
  FIELD_BY_NAME,
  FIELDS,
  SPRITE_TAG,
  SUB_SPRITE_TAG,
  bind,
  dataKeyOf,
  defaultOf,
  describe,
  elementOf,
  formatModelValue,
  groupOf,
  objectOf,
  ownData,
  ownValue,
  rememberAttribute,
  unbind,
  type FieldSpec,
  type ModelObject,
} from './fields.js';

export type PointerChange = Extract<LIB_GraphicSpritesChange, { type: 'pointer' }>;

/** What the sync needs from its group element. */
export interface SyncHost extends HTMLElement {
  requestUpdate(): void;
  /** The model's pointer moved, whatever moved it. */
  pointerMoved(change: PointerChange): void;
  /** The sprites list was rebuilt from the DOM. */
  structureSynced(): void;
  /** The `pointer` attribute may differ from the model's pointer. */
  pointerAttributeChanged(): void;
}

type Bound = SpriteObject | SubSpriteObject;
type Fields = Record<string, unknown>;

const syncByGroup = new WeakMap<Element, SpritesSync>();

/**
 * One MutationObserver for every connected group: a batch of DOM changes
 * costs one callback however many groups it touches (during playback every
 * group reflects its pointer each frame). It has no per-target unobserve, so
 * a group that leaves is dropped by re-observing the others, once per batch.
 */
const OBSERVE: MutationObserverInit = { childList: true, subtree: true, attributes: true };
const observed = new Map<Element, SpritesSync>();
let observer: MutationObserver | null = null;
let rebuildQueued = false;

function observe(host: Element, sync: SpritesSync): void {
  observed.set(host, sync);
  (observer ??= new MutationObserver(deliver)).observe(host, OBSERVE);
}

function unobserve(host: Element): void {
  if (!observed.delete(host) || rebuildQueued) return;
  rebuildQueued = true;
  queueMicrotask(rebuild);
}

function rebuild(): void {
  rebuildQueued = false;
  if (!observer) return;
  const pending = observer.takeRecords();
  observer.disconnect();
  if (observed.size === 0) observer = null;
  else for (const host of observed.keys()) observer.observe(host, OBSERVE);
  if (pending.length) deliver(pending);
}

/** Hands each record to the sync of the group it happened in (records of groups that left are dropped). */
function deliver(records: MutationRecord[]): void {
  const bySync = new Map<SpritesSync, MutationRecord[]>();
  for (const record of records) {
    const group = groupOf(record.target as Element);
    const sync = group && observed.get(group);
    if (!sync) continue;
    const list = bySync.get(sync);
    if (list) list.push(record);
    else bySync.set(sync, [record]);
  }
  for (const [sync, list] of bySync) sync.onRecords(list);
}

/** Applies every DOM change not yet delivered, in every group. */
export function flushRecords(): void {
  const records = observer?.takeRecords();
  if (records?.length) deliver(records);
}

/** For tests: how many groups the shared observer watches. */
export const observing = (): number => observed.size;

/** The sync of the group an element belongs to, if that group is upgraded. */
export function syncFor(el: Element): SpritesSync | undefined {
  const group = groupOf(el);
  return group ? syncByGroup.get(group) : undefined;
}

/** Own data-* values last written into the model, per element, to diff against. */
const dataSnapshots = new WeakMap<Element, Record<string, string>>();
const warnedDuplicates = new WeakSet<Element>();

const childrenByTag = (parent: Element, tag: string): HTMLElement[] => {
  const out: HTMLElement[] = [];
  for (let child = parent.firstElementChild; child; child = child.nextElementSibling) {
    if (child.localName === tag) out.push(child as HTMLElement);
  }
  return out;
};

const isPrimitive = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean';

export class SpritesSync {
  readonly controller: SpritesController;
  private readonly host: SyncHost;
  private readonly generatedId: SpriteId;
  private connected = false;
  /** > 0 while the DOM writes the model: its notifications must not come back to the DOM. */
  private fromDom = 0;
  /** > 0 while the model writes the DOM: attribute callbacks must not read it back. */
  private toDom = 0;
  private pendingFields: Set<FieldSpec> | null = null;
  private pendingData = false;
  private materializeQueued = false;

  constructor(host: SyncHost) {
    this.host = host;
    this.controller = new SpritesController();
    this.generatedId = this.controller.spritesGroup.id;
    this.controller.changeListener = (change) => this.modelChanged(change);
    syncByGroup.set(host, this);
  }

  private get group(): SpritesGroupObject {
    return this.controller.spritesGroup;
  }

  // ------------------------------------------------------------- lifecycle

  connect(firstTime: boolean): void {
    this.connected = true;
    observe(this.host, this);
    this.flushMaterialize();
    this.syncGroupId();
    // Properties restored during an upgrade set attributes without callbacks: read the group's again.
    this.fromDom++;
    try {
      this.resyncElement(this.host, this.group);
    } finally {
      this.fromDom--;
    }
    this.syncStructure();
    // Without an observer while detached, attribute changes of un-upgraded children were missed.
    if (!firstTime) this.resyncAll();
    this.host.requestUpdate();
  }

  disconnect(): void {
    this.connected = false;
    unobserve(this.host);
  }

  /** Applies DOM changes not yet delivered by the observer (or, while detached, reads the DOM as it is). */
  flush(): void {
    if (this.connected) flushRecords();
    else this.syncStructure();
  }

  // ---------------------------------------------------------- DOM → model

  /** @internal */
  onRecords(records: MutationRecord[]): void {
    this.flushMaterialize();
    let structure = false;
    let pointer = false;
    const attributes: [Element, string][] = [];
    for (const record of records) {
      const name = record.attributeName;
      if (record.type === 'childList') structure = true;
      else if (record.target === this.host) {
        if (name === 'pointer') pointer = true;
        else if (name && dataKeyOf(name) !== null) attributes.push([this.host, name]);
      } else if (name === 'id') structure = true;
      else if (name) attributes.push([record.target as Element, name]);
    }
    if (structure) this.syncStructure();
    for (const [el, name] of attributes) this.attributeChanged(el, name);
    if (pointer) this.host.pointerAttributeChanged();
  }

  /** An attribute of the group or of one of its sprites / sub-sprites changed. */
  attributeChanged(el: Element, attribute: string): void {
    if (this.toDom > 0) return;
    this.flushMaterialize();
    if (attribute === 'id') {
      if (el === this.host) this.syncGroupId();
      else this.syncStructure();
      return;
    }
    if (dataKeyOf(attribute) !== null) {
      this.syncData(el);
      return;
    }
    const field = FIELD_BY_ATTRIBUTE.get(attribute);
    const object = field && this.liveObject(el);
    if (!field || !object) return;
    this.fromDom++;
    try {
      this.applyDown(object, field, ownValue(el, field));
    } finally {
      this.fromDom--;
    }
    this.host.requestUpdate();
  }

  private liveObject(el: Element): ModelObject | undefined {
    if (el === this.host) return this.group;
    const object = objectOf(el);
    if (!object || object.container !== this.controller) return undefined;
    const list = object instanceof SpriteObject ? this.group.sprites : object.parent?.subSprites;
    return list?.[object.position] === object ? object : undefined;
  }

  private parentObject(object: ModelObject): ModelObject | null {
    if (object instanceof SpriteObject) return this.group;
    if (object instanceof SubSpriteObject) return object.parent;
    return null;
  }

  private inherited(object: ModelObject, field: FieldSpec): unknown {
    const parent = field.inherits ? this.parentObject(object) : null;
    return parent ? (parent as unknown as Fields)[field.name] : defaultOf(field);
  }

  /** Writes the value an element now resolves to, then into every descendant that inherits it. */
  private applyDown(object: ModelObject, field: FieldSpec, own: unknown): void {
    this.write(object, field, own !== undefined ? own : this.inherited(object, field));
    if (!field.inherits) return;
    const children: readonly Bound[] =
      object instanceof SubSpriteObject ? [] : object instanceof SpriteObject ? object.subSprites : object.sprites;
    for (const child of children) {
      const el = elementOf(child);
      if (el && ownValue(el, field) === undefined) this.applyDown(child, field, undefined);
    }
  }

  private write(object: ModelObject, field: FieldSpec, value: unknown): void {
    if ((object as unknown as Fields)[field.name] === value) return;
    if (field.name === 'zIndex') {
      // Through the model, so that the z-index lists stay sorted.
      const z = value as number;
      if (object instanceof SpriteObject) this.controller.setZIndexSprite(object, z);
      else if (object instanceof SubSpriteObject) this.controller.setZIndexSubSprite(object, z);
      else this.controller.setZIndex(z);
      return;
    }
    (object as unknown as Fields)[field.name] = value;
  }

  private syncGroupId(): void {
    const id = this.host.getAttribute('id');
    this.group.id = id || this.generatedId;
  }

  /** Applies the element's data-* changes since last time, and passes them on to the descendants that inherit them. */
  private syncData(el: Element): void {
    const object = this.liveObject(el);
    if (!object) return;
    const previous = dataSnapshots.get(el) ?? {};
    const current = ownData(el as HTMLElement);
    dataSnapshots.set(el, current);
    let changed = false;
    for (const key of new Set([...Object.keys(previous), ...Object.keys(current)])) {
      if (previous[key] === current[key]) continue;
      this.applyDataDown(object, key, current[key]);
      changed = true;
    }
    if (changed) this.host.requestUpdate();
  }

  private applyDataDown(object: ModelObject, key: string, own: string | undefined): void {
    const parent = this.parentObject(object);
    const value = own !== undefined ? own : parent?.data[key];
    const data = object.data as Record<string, unknown>;
    if (value === undefined) delete data[key];
    else data[key] = value;
    const children: readonly Bound[] =
      object instanceof SubSpriteObject ? [] : object instanceof SpriteObject ? object.subSprites : object.sprites;
    for (const child of children) {
      const el = elementOf(child);
      if (el && dataSnapshots.get(el)?.[key] === undefined) this.applyDataDown(child, key, undefined);
    }
  }

  /**
   * Children in DOM order, one per id. A later element with an id already seen
   * replaces the earlier one in the earlier one's place (the spec's same-id
   * rule), with one warning.
   */
  private winners(elements: HTMLElement[]): HTMLElement[] {
    const slots = new Map<string, number>();
    const winners: HTMLElement[] = [];
    for (const el of elements) {
      const id = el.getAttribute('id');
      const slot = id ? slots.get(id) : undefined;
      if (slot === undefined) {
        if (id) slots.set(id, winners.length);
        winners.push(el);
        continue;
      }
      if (!warnedDuplicates.has(el)) {
        warnedDuplicates.add(el);
        console.warn(
          `${describe(el)}: another <${el.localName}> in ${describe(this.host)} has this id; ` +
            'the later one replaces the earlier one in its place (same-id rule)',
        );
      }
      winners[slot] = el;
    }
    return winners;
  }

  /** Inserts, removes and reorders model objects until they match the child elements. */
  syncStructure(): void {
    const group = this.group;
    const winners = this.winners(childrenByTag(this.host, SPRITE_TAG));
    let changed = false;
    this.fromDom++;
    try {
      // Insert first and remove after, so the pointer is never clamped by a count that only drops for a moment.
      for (const el of winners) {
        const live = this.liveSprite(el);
        if (live) changed = this.syncSubSprites(el, live) || changed;
        else changed = this.insertSprite(el) || changed;
      }
      const keep = new Set<unknown>(winners.map(objectOf));
      for (let i = group.sprites.length - 1; i >= 0; i--) {
        const sprite = group.sprites[i]!;
        if (keep.has(sprite)) continue;
        const el = elementOf(sprite);
        this.controller.removeSprite(i);
        if (el) this.unbindTree(el, sprite);
        changed = true;
      }
      if (this.reorder(group.sprites, winners)) {
        this.controller.updateSpritesByZIndex();
        changed = true;
      }
    } finally {
      this.fromDom--;
    }
    if (changed) {
      this.host.requestUpdate();
      this.host.structureSynced();
    }
  }

  private liveSprite(el: HTMLElement): SpriteObject | undefined {
    const object = this.liveObject(el);
    if (!(object instanceof SpriteObject)) return undefined;
    const id = el.getAttribute('id');
    // A changed id makes a new model object: the model indexes sprites by id.
    return id && String(object.id) !== id ? undefined : object;
  }

  private liveSubSprite(el: HTMLElement, sprite: SpriteObject): SubSpriteObject | undefined {
    const object = objectOf(el);
    if (!(object instanceof SubSpriteObject) || object.parent !== sprite || sprite.subSprites[object.position] !== object) return undefined;
    const id = el.getAttribute('id');
    return id && String(object.id) !== id ? undefined : object;
  }

  /** The element's own values only: the model resolves the rest by the spec's inheritance rule. */
  private initOf(el: HTMLElement): SubSpriteInit {
    const init: Fields = {};
    const id = el.getAttribute('id');
    if (id) init.id = id;
    for (const field of FIELDS) {
      const value = ownValue(el, field);
      if (value !== undefined) init[field.name] = value;
    }
    const data = ownData(el);
    dataSnapshots.set(el, data);
    init.data = data;
    return init as SubSpriteInit;
  }

  private insertSprite(el: HTMLElement): boolean {
    const subElements = this.winners(childrenByTag(el, SUB_SPRITE_TAG));
    const init: SpriteInit = this.initOf(el);
    init.subSprites = subElements.map((sub) => this.initOf(sub));
    const existing = init.id !== undefined ? this.controller.getSpriteById(init.id) : undefined;
    const sprite = this.controller.insertSprite(init);
    if (!sprite) return false;
    const previous = existing && existing !== sprite ? elementOf(existing) : undefined;
    if (previous) this.unbindTree(previous, existing!);
    bind(el, sprite);
    // Winners only were given, so the model built one sub-sprite per element, in order.
    subElements.forEach((sub, i) => {
      const object = sprite.subSprites[i];
      if (object) bind(sub, object);
    });
    return true;
  }

  private syncSubSprites(spriteEl: HTMLElement, sprite: SpriteObject): boolean {
    const winners = this.winners(childrenByTag(spriteEl, SUB_SPRITE_TAG));
    let changed = false;
    for (const el of winners) {
      if (this.liveSubSprite(el, sprite)) continue;
      const init = this.initOf(el);
      const existing = init.id !== undefined ? this.controller.getSubSpriteById(init.id, sprite) : undefined;
      const sub = this.controller.insertSubSprite(init, sprite);
      if (!sub) continue;
      const previous = existing && existing !== sub ? elementOf(existing) : undefined;
      if (previous) unbind(previous, existing!);
      bind(el, sub);
      changed = true;
    }
    const keep = new Set<unknown>(winners.map(objectOf));
    for (let i = sprite.subSprites.length - 1; i >= 0; i--) {
      const sub = sprite.subSprites[i]!;
      if (keep.has(sub)) continue;
      const el = elementOf(sub);
      this.controller.removeSubSprite(i, sprite);
      if (el) unbind(el, sub);
      changed = true;
    }
    if (this.reorder(sprite.subSprites, winners)) {
      this.controller.updateSubSpritesByZIndex(sprite);
      changed = true;
    }
    return changed;
  }

  /** Puts `list` in the order of `winners`' objects (the model has no move operation). */
  private reorder(list: Bound[], winners: HTMLElement[]): boolean {
    const wanted: Bound[] = [];
    const seen = new Set<Bound>();
    for (const el of winners) {
      const object = objectOf(el);
      if (object && list[object.position] === object && !seen.has(object)) {
        wanted.push(object);
        seen.add(object);
      }
    }
    let same = wanted.length === list.length;
    for (let i = 0; same && i < wanted.length; i++) same = wanted[i] === list[i];
    if (same) return false;
    const rest = list.filter((object) => !seen.has(object));
    list.length = 0;
    list.push(...wanted, ...rest);
    list.forEach((object, i) => (object.position = i));
    return true;
  }

  private unbindTree(el: HTMLElement, sprite: SpriteObject): void {
    unbind(el, sprite);
    for (const sub of sprite.subSprites) {
      const subEl = elementOf(sub);
      if (subEl) unbind(subEl, sub);
    }
  }

  /** Reads one element's fields and data again; call under `fromDom`. */
  private resyncElement(el: HTMLElement, object: ModelObject): void {
    for (const field of FIELDS) {
      const own = ownValue(el, field);
      const value = own !== undefined ? own : this.inherited(object, field);
      if ((object as unknown as Fields)[field.name] !== value) this.applyDown(object, field, own);
    }
    this.syncData(el);
  }

  /** After a reconnect: every element read again. */
  private resyncAll(): void {
    this.fromDom++;
    try {
      for (const sprite of this.group.sprites) {
        const el = elementOf(sprite);
        if (el) this.resyncElement(el, sprite);
        for (const sub of sprite.subSprites) {
          const subEl = elementOf(sub);
          if (subEl) this.resyncElement(subEl, sub);
        }
      }
    } finally {
      this.fromDom--;
    }
  }

  // ---------------------------------------------------------- model → DOM

  private modelChanged(change: LIB_GraphicSpritesChange): void {
    if (change.type === 'pointer') {
      this.host.pointerMoved(change);
      return;
    }
    if (change.type === 'time') return;
    this.host.requestUpdate();
    if (this.fromDom > 0) return;
    this.toDom++;
    try {
      switch (change.type) {
        case 'sprite-inserted':
          this.spriteInserted(change.sprite, change.replaced);
          break;
        case 'sprite-removed':
          this.removeElements(this.host, change.sprite);
          break;
        case 'subsprite-inserted':
          this.subSpriteInserted(change.sprite, change.subSprite, change.replaced);
          break;
        case 'subsprite-removed': {
          const spriteEl = elementOf(change.sprite);
          if (spriteEl) this.removeElements(spriteEl, change.subSprite);
          break;
        }
        case 'property':
          this.propertyChanged(change.target, change.name);
          break;
      }
    } finally {
      this.toDom--;
    }
  }

  private spriteInserted(sprite: SpriteObject, replaced: SpriteObject | undefined): void {
    if (elementOf(sprite)) return;
    const previous = replaced ? elementOf(replaced) : undefined;
    let el: HTMLElement;
    if (previous && previous.parentElement === this.host) {
      // Same id: the same element now carries the new object, in its place.
      this.unbindTree(previous, replaced!);
      for (const sub of childrenByTag(previous, SUB_SPRITE_TAG)) sub.remove();
      el = previous;
      this.clearData(el);
      this.writeAttributes(el, sprite, this.group);
    } else {
      el = this.host.ownerDocument.createElement(SPRITE_TAG);
      this.writeAttributes(el, sprite, this.group);
      this.host.insertBefore(el, this.nextElement(this.group.sprites, sprite.position, this.host));
    }
    bind(el, sprite);
    for (const sub of sprite.subSprites) {
      const subEl = this.host.ownerDocument.createElement(SUB_SPRITE_TAG);
      this.writeAttributes(subEl, sub, sprite);
      el.appendChild(subEl);
      bind(subEl, sub);
    }
  }

  private subSpriteInserted(sprite: SpriteObject, sub: SubSpriteObject, replaced: SubSpriteObject | undefined): void {
    const spriteEl = elementOf(sprite);
    // A sprite being inserted creates its sub-sprites' elements itself.
    if (!spriteEl || elementOf(sub)) return;
    const previous = replaced ? elementOf(replaced) : undefined;
    let el: HTMLElement;
    if (previous && previous.parentElement === spriteEl) {
      unbind(previous, replaced!);
      el = previous;
      this.clearData(el);
      this.writeAttributes(el, sub, sprite);
    } else {
      el = this.host.ownerDocument.createElement(SUB_SPRITE_TAG);
      this.writeAttributes(el, sub, sprite);
      spriteEl.insertBefore(el, this.nextElement(sprite.subSprites, sub.position, spriteEl));
    }
    bind(el, sub);
  }

  /** The element of the first later object that has one in `container`, to insert before. */
  private nextElement(list: readonly Bound[], position: number, container: Element): HTMLElement | null {
    for (let i = position + 1; i < list.length; i++) {
      const el = elementOf(list[i]!);
      if (el && el.parentElement === container) return el;
    }
    return null;
  }

  /** Removes the element of a removed object, and any same-id duplicates it shadowed (they would take its place). */
  private removeElements(container: Element, object: Bound): void {
    const el = elementOf(object);
    if (el) {
      if (object instanceof SpriteObject) this.unbindTree(el, object);
      else unbind(el, object);
      if (el.parentElement === container) el.remove();
    }
    const id = String(object.id);
    const tag = object instanceof SpriteObject ? SPRITE_TAG : SUB_SPRITE_TAG;
    for (const other of childrenByTag(container, tag)) {
      if (other.getAttribute('id') === id && !objectOf(other)) other.remove();
    }
  }

  private propertyChanged(target: ModelObject, name: string): void {
    if (name === 'id') {
      if (target === this.group) this.setAttribute(this.host, 'id', String(target.id));
      return;
    }
    if (name === 'data') this.pendingData = true;
    else {
      const field = FIELD_BY_NAME.get(name);
      if (!field) return;
      (this.pendingFields ??= new Set()).add(field);
    }
    // Batched: the model notifies object by object while a cascade is still
    // under way, and only the final state tells which values are inherited.
    if (this.materializeQueued) return;
    this.materializeQueued = true;
    queueMicrotask(() => this.flushMaterialize());
  }

  /** Writes pending model field changes as attributes, top-down, keeping the invariant. */
  flushMaterialize(): void {
    this.materializeQueued = false;
    const fields = this.pendingFields;
    const data = this.pendingData;
    if (!fields?.size && !data) return;
    this.pendingFields = null;
    this.pendingData = false;
    const group = this.group;
    this.toDom++;
    try {
      for (const field of fields ?? []) {
        this.setField(this.host, field, (group as unknown as Fields)[field.name], defaultOf(field));
        for (const sprite of group.sprites) {
          const el = elementOf(sprite);
          if (el) this.setField(el, field, (sprite as unknown as Fields)[field.name], this.inherited(sprite, field));
          for (const sub of sprite.subSprites) {
            const subEl = elementOf(sub);
            if (subEl) this.setField(subEl, field, (sub as unknown as Fields)[field.name], this.inherited(sub, field));
          }
        }
      }
      if (data) {
        this.writeData(this.host, group, null);
        for (const sprite of group.sprites) {
          const el = elementOf(sprite);
          if (el) this.writeData(el, sprite, group);
        }
      }
    } finally {
      this.toDom--;
    }
  }

  private writeAttributes(el: HTMLElement, object: Bound, parent: ModelObject): void {
    this.setAttribute(el, 'id', String(object.id));
    for (const field of FIELDS) {
      this.setField(el, field, (object as unknown as Fields)[field.name], field.inherits ? (parent as unknown as Fields)[field.name] : defaultOf(field));
    }
    this.writeData(el, object, parent);
  }

  /**
   * An own attribute is kept and updated; an absent one is written only when
   * the model value differs from what the element would inherit, so that
   * elements keep following their ancestors wherever the model allows it.
   */
  private setField(el: HTMLElement, field: FieldSpec, value: unknown, inherited: unknown): void {
    const raw = el.getAttribute(field.attribute);
    if (raw !== null ? ownValue(el, field) === value : value === inherited) return;
    const next = formatModelValue(field, value, inherited);
    if (next === raw) return;
    rememberAttribute(el, field.attribute, next, next === null ? undefined : (value as string | number | boolean));
    this.setAttribute(el, field.attribute, next);
  }

  private setAttribute(el: HTMLElement, name: string, value: string | null): void {
    if (el.getAttribute(name) === value) return;
    this.toDom++;
    try {
      if (value === null) el.removeAttribute(name);
      else el.setAttribute(name, value);
    } finally {
      this.toDom--;
    }
  }

  /** data-* for the model's data values that are not inherited and can be written as text. */
  private writeData(el: HTMLElement, object: ModelObject, parent: ModelObject | null): void {
    const snapshot = { ...(dataSnapshots.get(el) ?? {}) };
    const data = object.data as Record<string, unknown>;
    const parentData = parent?.data as Record<string, unknown> | undefined;
    for (const key of Object.keys(data)) {
      const value = data[key];
      if (!isPrimitive(value)) continue;
      const text = String(value);
      if (snapshot[key] === undefined && parentData?.[key] === value) continue;
      if (snapshot[key] === text) continue;
      try {
        el.dataset[key] = text;
        snapshot[key] = text;
      } catch {
        // A key dataset cannot name (e.g. "a-b") stays in the model only.
      }
    }
    dataSnapshots.set(el, snapshot);
  }

  private clearData(el: HTMLElement): void {
    for (const key of Object.keys(el.dataset)) delete el.dataset[key];
    dataSnapshots.delete(el);
  }
}
