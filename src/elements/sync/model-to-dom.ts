/**
 * Model → DOM: model changes made through the controller written back as
 * elements and attributes — inserts, removals, and field values
 * materialised as attributes where they differ from what an element would
 * inherit.
 */
import {
  SpriteObject,
  type AnySpriteObject,
  type LIB_GraphicSpritesChange,
  type SubSpriteObject,
} from '../../model/index.js';
import { SPRITE_TAG, SUB_SPRITE_TAG } from '../../shared/tag-names.js';
import {
  ELEMENT_FIELD_BY_NAME,
  ELEMENT_FIELDS,
  childrenByTag,
  attributeOfModelValue,
  ownData,
  ownValue,
  rememberAttribute,
  type AttributeField,
} from '../fields/fields.js';
import { inherited, type Fields, type SyncContext } from './context.js';
import { modelToDomFeature } from './model-to-dom-feature.js';
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

export type StructureChange = Exclude<LIB_GraphicSpritesChange, { type: 'pointer' | 'time' }>;

const isPrimitive = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean';

export class ModelToDom {
  private readonly ctx: SyncContext;
  private pendingFields: Set<AttributeField> | null = null;
  private pendingData = false;
  private materializeQueued = false;

  constructor(ctx: SyncContext) {
    this.ctx = ctx;
  }

  private get group() {
    return this.ctx.controller.spritesGroup;
  }

  private get host(): HTMLElement {
    return this.ctx.host;
  }

  /** Mirrors one model change (made by the page, not by the DOM) in the DOM. */
  apply(change: StructureChange): void {
    this.ctx.mirror.run('model-to-dom', () => {
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
        case 'sprites-reordered':
          this.reorderElements(this.host, this.group.sprites);
          break;
        case 'subsprites-reordered': {
          const spriteEl = elementOf(change.sprite);
          if (spriteEl) this.reorderElements(spriteEl, change.sprite.subSprites);
          break;
        }
      }
    });
  }

  /**
   * The DOM of a model the group element adopted when it was made (a group
   * built from data through its scene's controller): the element's attributes
   * and data-* from the group object, then one `<lib-sprite>` per sprite, in
   * order. The group object's data then holds what its data-* say (text), as
   * for a group read from markup.
   */
  writeAll(): void {
    const host = this.host;
    const group = this.group;
    const fields = group as unknown as Fields;
    this.ctx.mirror.run('model-to-dom', () => {
      host.setAttribute('id', String(group.id));
      // Every field, as given: a group's markup states its own values.
      for (const field of ELEMENT_FIELDS) {
        const value = fields[field.name];
        const raw = attributeOfModelValue(field, value, field.default());
        if (raw === null) continue;
        // The element was made for this model a moment ago (adopted-model.ts): nothing remembered yet.
        rememberAttribute(host, field.attribute, raw, value, true);
        host.setAttribute(field.attribute, raw);
      }
      const data = group.data as Record<string, unknown>;
      let wrote = false;
      for (const key of Object.keys(data)) {
        const value = data[key];
        if (value === null || typeof value === 'object' || typeof value === 'function') continue;
        try {
          host.dataset[key] = String(value);
          wrote = true;
        } catch {
          // A key dataset cannot name stays in the model only.
        }
      }
      if (wrote) {
        const written = ownData(host);
        setDataSnapshot(host, written);
        for (const key of Object.keys(written)) data[key] = written[key];
      }
      for (const sprite of group.sprites) host.appendChild(this.spriteElement(sprite));
    });
  }

  private spriteInserted(sprite: SpriteObject, replaced: SpriteObject | undefined): void {
    if (elementOf(sprite)) return;
    const previous = replaced ? elementOf(replaced) : undefined;
    if (previous && previous.parentElement === this.host) {
      // Same id: the same element now carries the new object, in its place.
      unbindTree(previous, replaced!);
      for (const sub of childrenByTag(previous, SUB_SPRITE_TAG)) sub.remove();
      this.clearData(previous);
      this.writeAttributes(previous, sprite, this.group);
      bind(previous, sprite);
      this.appendSubSprites(previous, sprite);
    } else {
      this.host.insertBefore(this.spriteElement(sprite), nextElement(this.group.sprites, sprite.position, this.host));
    }
  }

  /** A new `<lib-sprite>` for `sprite`, with a `<lib-sub-sprite>` per sub-sprite, bound to their objects. */
  private spriteElement(sprite: SpriteObject): HTMLElement {
    const el = this.host.ownerDocument.createElement(SPRITE_TAG);
    this.writeAttributes(el, sprite, this.group, true);
    bind(el, sprite);
    this.appendSubSprites(el, sprite);
    return el;
  }

  private appendSubSprites(el: HTMLElement, sprite: SpriteObject): void {
    for (const sub of sprite.subSprites) {
      const subEl = this.host.ownerDocument.createElement(SUB_SPRITE_TAG);
      this.writeAttributes(subEl, sub, sprite, true);
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
      spriteEl.insertBefore(el, nextElement(sprite.subSprites, sub.position, spriteEl));
    }
    bind(el, sub);
  }

  /** Moves the objects' elements into the model's order (other children keep their places after them). */
  private reorderElements(container: Element, list: readonly MirroredObject[]): void {
    let before: Element | null = null;
    for (let i = list.length - 1; i >= 0; i--) {
      const el = elementOf(list[i]!);
      if (!el || el.parentElement !== container) continue;
      if (el.nextElementSibling !== before || (before === null && el !== container.lastElementChild)) {
        container.insertBefore(el, before);
      }
      before = el;
    }
  }

  /** Removes the element of a removed object, and any same-id duplicates it shadowed (they would take its place). */
  private removeElements(container: Element, object: MirroredObject): void {
    const el = elementOf(object);
    if (el) {
      if (object instanceof SpriteObject) unbindTree(el, object);
      else unbind(el, object);
      if (el.parentElement === container) el.remove();
    }
    const id = String(object.id);
    const tag = object instanceof SpriteObject ? SPRITE_TAG : SUB_SPRITE_TAG;
    for (const other of childrenByTag(container, tag)) {
      if (other.getAttribute('id') === id && !objectOf(other)) other.remove();
    }
  }

  private propertyChanged(target: AnySpriteObject, name: string): void {
    if (name === 'id') {
      if (target === this.group) this.setAttribute(this.host, 'id', String(target.id));
      return;
    }
    if (name === 'data') this.pendingData = true;
    else {
      const field = ELEMENT_FIELD_BY_NAME.get(name);
      if (!field) return;
      (this.pendingFields ??= new Set()).add(field);
    }
    // Batched: the model notifies object by object while a cascade is still
    // under way, and only the final state tells which values are inherited.
    if (this.materializeQueued) return;
    this.materializeQueued = true;
    queueMicrotask(() => this.flush());
  }

  /** Writes pending model field changes as attributes, top-down, keeping the invariant. */
  flush(): void {
    this.materializeQueued = false;
    const fields = this.pendingFields;
    const data = this.pendingData;
    if (!fields?.size && !data) return;
    this.pendingFields = null;
    this.pendingData = false;
    const group = this.group;
    this.ctx.mirror.run('model-to-dom', () => {
      for (const field of fields ?? []) {
        this.setField(this.host, field, (group as unknown as Fields)[field.name], inherited(this.ctx, group, field));
        for (const sprite of group.sprites) {
          const el = elementOf(sprite);
          if (el)
            this.setField(el, field, (sprite as unknown as Fields)[field.name], inherited(this.ctx, sprite, field));
          for (const sub of sprite.subSprites) {
            const subEl = elementOf(sub);
            if (subEl)
              this.setField(subEl, field, (sub as unknown as Fields)[field.name], inherited(this.ctx, sub, field));
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
    });
  }

  /** `fresh`: the element is new and has no attribute yet (nothing to read before writing). */
  private writeAttributes(el: HTMLElement, object: MirroredObject, parent: AnySpriteObject, fresh = false): void {
    if (fresh) el.setAttribute('id', String(object.id));
    else this.setAttribute(el, 'id', String(object.id));
    for (const field of ELEMENT_FIELDS) {
      const value = (object as unknown as Fields)[field.name];
      const inheritedValue = field.inherits ? (parent as unknown as Fields)[field.name] : field.default();
      this.setField(el, field, value, inheritedValue, fresh);
    }
    this.writeData(el, object, parent);
  }

  /**
   * An own attribute is kept and updated; an absent one is written only when
   * the model value differs from what the element would inherit, so that
   * elements keep following their ancestors wherever the model allows it.
   */
  private setField(
    el: HTMLElement,
    field: AttributeField,
    value: unknown,
    inheritedValue: unknown,
    fresh = false,
  ): void {
    const raw = fresh ? null : el.getAttribute(field.attribute);
    if (raw !== null ? ownValue(el, field) === value : value === inheritedValue) return;
    const next = attributeOfModelValue(field, value, inheritedValue);
    if (next === raw) return;
    rememberAttribute(el, field.attribute, next, next === null ? undefined : value, fresh);
    // Under the model-to-dom write, which the new element's writer holds already.
    if (fresh) el.setAttribute(field.attribute, next!);
    else this.setAttribute(el, field.attribute, next);
  }

  private setAttribute(el: HTMLElement, name: string, value: string | null): void {
    if (el.getAttribute(name) === value) return;
    this.ctx.mirror.run('model-to-dom', () => {
      if (value === null) el.removeAttribute(name);
      else el.setAttribute(name, value);
    });
  }

  /** data-* for the model's data values that are not inherited and can be written as text. */
  private writeData(el: HTMLElement, object: AnySpriteObject, parent: AnySpriteObject | null): void {
    const previous = dataSnapshot(el);
    // Copied at the first write only: most elements write none.
    let snapshot: Record<string, string> | null = null;
    const data = object.data as Record<string, unknown>;
    // A group's parent data is its scene's data-*.
    const parentData = (parent ? parent.data : object === this.group ? this.ctx.inheritance?.data() : undefined) as
      Record<string, unknown> | undefined;
    for (const key of Object.keys(data)) {
      const value = data[key];
      if (!isPrimitive(value)) continue;
      const text = String(value);
      const own = previous?.[key];
      if (own === undefined && parentData?.[key] === value) continue;
      if (own === text) continue;
      try {
        el.dataset[key] = text;
        (snapshot ??= { ...previous })[key] = text;
      } catch {
        // A key dataset cannot name (e.g. "a-b") stays in the model only.
      }
    }
    if (snapshot) setDataSnapshot(el, snapshot);
  }

  private clearData(el: HTMLElement): void {
    for (const key of Object.keys(el.dataset)) delete el.dataset[key];
    setDataSnapshot(el, undefined);
  }
}

/** The element of the first later object that has one in `container`, to insert before. */
function nextElement(list: readonly MirroredObject[], position: number, container: Element): HTMLElement | null {
  for (let i = position + 1; i < list.length; i++) {
    const el = elementOf(list[i]!);
    if (el && el.parentElement === container) return el;
  }
  return null;
}

modelToDomFeature.provide(ModelToDom);
