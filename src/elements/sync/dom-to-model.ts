/**
 * DOM → model: attributes, children and data-* of a group's elements written
 * into its model, with the inheritance cascade (an element without its own
 * value takes its parent's, live).
 */
import {
  SpriteObject,
  SubSpriteObject,
  type AnySpriteObject,
  type SpriteId,
  type SpriteInit,
  type SubSpriteInit,
} from '../../model/index.js';
import { SPRITE_TAG, SUB_SPRITE_TAG } from '../../shared/tag-names.js';
import {
  ELEMENT_FIELD_BY_ATTRIBUTE,
  ELEMENT_FIELDS,
  childrenByTag,
  dataKeyOf,
  ownData,
  ownValue,
  type AttributeField,
} from '../fields/fields.js';
import { childrenOf, inherited, parentObject, type Fields, type SyncContext } from './context.js';
import {
  bind,
  dataSnapshot,
  elementOf,
  objectOf,
  setDataSnapshot,
  unbind,
  unbindTree,
  type MirroredObject,
} from './registry.js';
import { describeElement, warn } from '../../shared/warnings.js';

export class DomToModel {
  private readonly ctx: SyncContext;
  private readonly generatedId;

  constructor(ctx: SyncContext) {
    this.ctx = ctx;
    this.generatedId = ctx.controller.spritesGroup.id;
  }

  private get group() {
    return this.ctx.controller.spritesGroup;
  }

  /** Runs `write` as the mirror's `dom-to-model` write: the model's change records of it are not mirrored back. */
  private writeModel<T>(write: () => T): T {
    return this.ctx.mirror.run('dom-to-model', write);
  }

  /** A batch of MutationObserver records of this group. */
  onRecords(records: MutationRecord[]): void {
    const host = this.ctx.host;
    let structure = false;
    let pointer = false;
    const attributes: [Element, string][] = [];
    for (const record of records) {
      const name = record.attributeName;
      if (record.type === 'childList') structure = true;
      else if (record.target === host) {
        if (name === 'pointer') pointer = true;
        else if (name && dataKeyOf(name) !== null) attributes.push([host, name]);
      } else if (name === 'id') structure = true;
      else if (name) attributes.push([record.target as Element, name]);
    }
    if (structure) this.syncStructure();
    for (const [el, name] of attributes) this.attributeChanged(el, name);
    if (pointer) this.ctx.callbacks.pointerAttributeChanged();
  }

  /** An attribute of the group or of one of its sprites / sub-sprites changed. */
  attributeChanged(el: Element, attribute: string): void {
    if (attribute === 'id') {
      if (el === this.ctx.host) this.syncGroupId();
      // An element whose object already carries this id (an upgrade replays every attribute) changes nothing.
      else if (!this.carriesId(el)) this.syncStructure();
      return;
    }
    if (dataKeyOf(attribute) !== null) {
      this.syncData(el);
      return;
    }
    const field = ELEMENT_FIELD_BY_ATTRIBUTE.get(attribute);
    const object = field && this.liveObject(el);
    if (!field || !object) return;
    this.writeModel(() => this.applyDown(object, field, ownValue(el, field)));
    this.ctx.host.requestUpdate();
  }

  /** Whether `el` mirrors a live object whose id is its `id` attribute. */
  private carriesId(el: Element): boolean {
    const object = this.liveObject(el);
    const id = el.getAttribute('id');
    return object !== undefined && id !== null && id !== '' && String(object.id) === id;
  }

  private liveObject(el: Element): AnySpriteObject | undefined {
    if (el === this.ctx.host) return this.group;
    const object = objectOf(el);
    if (!object || object.container !== this.ctx.controller) return undefined;
    const list = object instanceof SpriteObject ? this.group.sprites : object.parent?.subSprites;
    return list?.[object.position] === object ? object : undefined;
  }

  /** Writes the value an element now resolves to, then into every descendant that inherits it. */
  private applyDown(object: AnySpriteObject, field: AttributeField, own: unknown): void {
    this.write(object, field, own !== undefined ? own : inherited(this.ctx, object, field));
    if (!field.inherits) return;
    for (const child of childrenOf(object)) {
      const el = elementOf(child);
      if (el && ownValue(el, field) === undefined) this.applyDown(child, field, undefined);
    }
  }

  /** Through the model, which sanitises by the field table and keeps its z-index lists sorted. */
  private write(object: AnySpriteObject, field: AttributeField, value: unknown): void {
    if ((object as unknown as Fields)[field.name] !== value) this.ctx.controller.setField(object, field.name, value);
  }

  /**
   * The group's own attributes, read once by name where an upgrade would
   * replay them one callback each: its fields (into the model, and down to
   * what inherits them) and its id.
   */
  readGroupAttributes(): void {
    const host = this.ctx.host;
    const names = host.getAttributeNames();
    this.writeModel(() => {
      for (let i = 0; i < names.length; i++) {
        const field = ELEMENT_FIELD_BY_ATTRIBUTE.get(names[i]!);
        if (field) this.applyDown(this.group, field, ownValue(host, field));
      }
    });
    if (host.hasAttribute('id')) this.syncGroupId();
  }

  syncGroupId(): void {
    const id = this.ctx.host.getAttribute('id');
    this.writeModel(() => this.ctx.controller.setField(this.group, 'id', id || this.generatedId));
  }

  /** Applies the element's data-* changes since last time, and passes them on to the descendants that inherit them. */
  syncData(el: Element): void {
    const object = this.liveObject(el);
    if (!object) return;
    const previous = dataSnapshot(el) ?? {};
    const current = ownData(el as HTMLElement);
    setDataSnapshot(el, current);
    let changed = false;
    for (const key of new Set([...Object.keys(previous), ...Object.keys(current)])) {
      if (previous[key] === current[key]) continue;
      this.applyDataDown(object, key, current[key]);
      changed = true;
    }
    if (changed) this.ctx.host.requestUpdate();
  }

  /** The scene's data-* entry `key` changed: the group takes it where it has none of its own, and passes it on. */
  inheritedDataChanged(key: string): void {
    this.writeModel(() => this.applyDataDown(this.group, key, ownData(this.ctx.host)[key]));
    this.ctx.host.requestUpdate();
  }

  private applyDataDown(object: AnySpriteObject, key: string, own: string | undefined): void {
    const parent = parentObject(this.group, object);
    const value = own !== undefined ? own : parent ? parent.data[key] : this.ctx.inheritance?.data()[key];
    const data = object.data as Record<string, unknown>;
    if (value === undefined) delete data[key];
    else data[key] = value;
    for (const child of childrenOf(object)) {
      const el = elementOf(child);
      if (el && dataSnapshot(el)?.[key] === undefined) this.applyDataDown(child, key, undefined);
    }
  }

  /**
   * Children in DOM order, one per id. A later element with an id already seen
   * replaces the earlier one in the earlier one's place (the spec's same-id
   * rule), with one warning.
   */
  private winners(elements: HTMLElement[]): HTMLElement[] {
    // Most sprites have no sub-sprites: nothing to sort out.
    if (elements.length < 2) return elements;
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
      warn(
        'duplicate-id',
        el,
        `another <${el.localName}> in ${describeElement(this.ctx.host)} has this id; the later one replaces the earlier one in its place (same-id rule)`,
      );
      winners[slot] = el;
    }
    return winners;
  }

  /** Inserts, removes and reorders model objects until they match the child elements. */
  syncStructure(): void {
    const group = this.group;
    const controller = this.ctx.controller;
    const winners = this.winners(childrenByTag(this.ctx.host, SPRITE_TAG));
    const changed = this.writeModel(() => {
      const fresh = group.sprites.length === 0;
      let changed = false;
      // Insert first and remove after, so the pointer is never clamped by a count that only drops for a moment.
      for (const el of winners) {
        const live = this.liveSprite(el);
        if (live) changed = this.syncSubSprites(el, live) || changed;
        else changed = this.insertSprite(el) || changed;
      }
      // A group read for the first time, one sprite per element: each was appended in order, none to remove.
      if (fresh && group.sprites.length === winners.length) return changed;
      const keep = new Set<unknown>(winners.map(objectOf));
      for (let i = group.sprites.length - 1; i >= 0; i--) {
        const sprite = group.sprites[i]!;
        if (keep.has(sprite)) continue;
        const el = elementOf(sprite);
        controller.removeSprite(i);
        if (el) unbindTree(el, sprite);
        changed = true;
      }
      const order = orderOf(group.sprites, winners);
      if (order) changed = controller.reorderSprites(order) || changed;
      return changed;
    });
    if (changed) {
      this.ctx.host.requestUpdate();
      this.ctx.callbacks.structureSynced();
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
    if (
      !(object instanceof SubSpriteObject) ||
      object.parent !== sprite ||
      sprite.subSprites[object.position] !== object
    )
      return undefined;
    const id = el.getAttribute('id');
    return id && String(object.id) !== id ? undefined : object;
  }

  /** The element's own values only: the model resolves the rest by the spec's inheritance rule. */
  private initOf(el: HTMLElement): SubSpriteInit {
    const init: Fields = {};
    const id = el.getAttribute('id');
    if (id) init.id = id;
    // The attributes it has, not every field: most elements set two or three. By name: an item of
    // `attributes` makes an Attr node that the element then keeps.
    const names = el.getAttributeNames();
    for (let i = 0; i < names.length; i++) {
      const field = ELEMENT_FIELD_BY_ATTRIBUTE.get(names[i]!);
      const value = field && ownValue(el, field);
      if (value !== undefined) init[field!.name] = value;
    }
    const data = ownData(el, names);
    setDataSnapshot(el, data);
    init.data = data;
    return init as SubSpriteInit;
  }

  private insertSprite(el: HTMLElement): boolean {
    const controller = this.ctx.controller;
    const subElements = this.winners(childrenByTag(el, SUB_SPRITE_TAG));
    const init: SpriteInit = this.initOf(el);
    // Most sprites have none: the model then makes the list itself.
    if (subElements.length > 0) init.subSprites = subElements.map((sub) => this.initOf(sub));
    const existing = init.id !== undefined ? controller.getSpriteById(init.id) : undefined;
    const sprite = controller.insertSprite(init);
    if (!sprite) return false;
    const previous = existing && existing !== sprite ? elementOf(existing) : undefined;
    if (previous) unbindTree(previous, existing!);
    bind(el, sprite);
    // Winners only were given, so the model built one sub-sprite per element, in order.
    for (let i = 0; i < subElements.length; i++) {
      const object = sprite.subSprites[i];
      if (object) bind(subElements[i]!, object);
    }
    return true;
  }

  private syncSubSprites(spriteEl: HTMLElement, sprite: SpriteObject): boolean {
    const controller = this.ctx.controller;
    const winners = this.winners(childrenByTag(spriteEl, SUB_SPRITE_TAG));
    let changed = false;
    for (const el of winners) {
      if (this.liveSubSprite(el, sprite)) continue;
      const init = this.initOf(el);
      const existing = init.id !== undefined ? controller.getSubSpriteById(init.id, sprite) : undefined;
      const sub = controller.insertSubSprite(init, sprite);
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
      controller.removeSubSprite(i, sprite);
      if (el) unbind(el, sub);
      changed = true;
    }
    const order = orderOf(sprite.subSprites, winners);
    if (order) changed = controller.reorderSubSprites(sprite, order) || changed;
    return changed;
  }

  /** Reads one element's fields and data again. */
  resyncElement(el: HTMLElement, object: AnySpriteObject): void {
    this.writeModel(() => {
      for (const field of ELEMENT_FIELDS) {
        const own = ownValue(el, field);
        const value = own !== undefined ? own : inherited(this.ctx, object, field);
        if ((object as unknown as Fields)[field.name] !== value) this.applyDown(object, field, own);
      }
      this.syncData(el);
    });
  }

  /** After a reconnect: every element read again (nothing watched them while detached). */
  resyncAll(): void {
    for (const sprite of this.group.sprites) {
      const el = elementOf(sprite);
      if (el) this.resyncElement(el, sprite);
      for (const sub of sprite.subSprites) {
        const subEl = elementOf(sub);
        if (subEl) this.resyncElement(subEl, sub);
      }
    }
  }
}

/** The ids of `winners`' objects when `list` is in another order (the model puts the rest after them), else null. */
function orderOf(list: readonly MirroredObject[], winners: HTMLElement[]): SpriteId[] | null {
  const wanted: MirroredObject[] = [];
  const seen = new Set<MirroredObject>();
  for (const el of winners) {
    const object = objectOf(el);
    if (object && list[object.position] === object && !seen.has(object)) {
      wanted.push(object);
      seen.add(object);
    }
  }
  let same = wanted.length === list.length;
  for (let i = 0; same && i < wanted.length; i++) same = wanted[i] === list[i];
  return same ? null : wanted.map((object) => object.id);
}
