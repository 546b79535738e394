/**
 * The attribute ↔ property layer the three elements share, as a mixin: the
 * group applies it to `LitElement`, the sprite and sub-sprite elements to a
 * plain element that renders nothing (data-element.ts). What each field is
 * (attribute name, parsing, default, inheritance) comes from the model's
 * field table, and so do the accessors, made at run time as Lit's
 * `createProperty` makes a reactive property's. Their types, a getter with a
 * wider setter (`width = null` removes the attribute) that a mapped type
 * cannot express, are generated from the table into `field-accessors.ts`.
 *
 * The mixin's class is typed, and documented, as `SpriteFieldsElement`
 * (declared below, as Lit's guide to mixins in TypeScript has it): a class
 * made inside a function has no name its subclasses' declarations could use.
 * In the manifest, a field's description is its attribute's, from each
 * element's `@attr` tags.
 */
import { GROUP_TAG } from '../../shared/tag-names.js';
import type { AnySpriteObject, SpriteData } from '../../model/index.js';
import {
  ELEMENT_FIELDS,
  ELEMENT_FIELD_BY_NAME,
  attributeOfProperty,
  ownData,
  ownValue,
  parentInChain,
  type AttributeField,
  type FieldName,
} from '../fields/fields.js';
import { objectOf, syncFor } from '../sync/registry.js';
import { anyMirrorWritingDom } from '../sync/mirror-state.js';
import { acceptsString } from '../../shared/string-form.js';
import type { FieldAccessors } from './field-accessors.js';

/** The model object an element mirrors: a group's is its sync's group object. */
function modelObjectOf(el: Element): AnySpriteObject | undefined {
  if (el.localName === GROUP_TAG) return syncFor(el)?.group;
  const object = objectOf(el);
  return object && object.container ? object : undefined;
}

/** A field as the element shows it: the model's value when mirrored, else resolved on the DOM alone. */
function resolvedValue(el: Element, name: FieldName): unknown {
  const object = modelObjectOf(el);
  if (object) return (object as unknown as Record<string, unknown>)[name];
  const field = ELEMENT_FIELD_BY_NAME.get(name)!;
  const own = ownValue(el, field);
  if (own !== undefined) return own;
  const parent = field.inherits ? parentInChain(el) : null;
  return parent ? resolvedValue(parent, name) : field.default();
}

/** The fields' attributes (and `id`): every element's `modelAttributes` begin with them. */
export const FIELD_ATTRIBUTES: readonly string[] = [...ELEMENT_FIELDS.map((f) => f.attribute), 'id'];
/** The fields' properties: every element's `upgradeProperties` begin with them. */
export const FIELD_PROPERTIES: readonly string[] = [...ELEMENT_FIELD_BY_NAME.keys()];

/** What the fields layer builds on: an element with the two callbacks it extends. */
export interface FieldsBase extends HTMLElement {
  connectedCallback(): void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
}

/** A class the fields layer can extend (`LitElement`, or the sprites' plain data element). */
// A mixin's base takes any arguments: TypeScript requires exactly `any[]` there.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FieldsBaseClass = (abstract new (...args: any[]) => FieldsBase) & { readonly observedAttributes: string[] };

/** The static side the mixin adds (documented on the mixin's class). */
export interface SpriteFieldsStatics {
  modelAttributes: readonly string[];
  upgradeProperties: readonly string[];
  readonly observedAttributes: string[];
}

/**
 * What the three elements share: a kebab-case attribute and a camelCase
 * property for every model field. A property reads what the element shows
 * (its own value, else inherited), and writing it writes the attribute;
 * `null` removes the attribute, so the element inherits again.
 */
export declare abstract class SpriteFieldsElement extends FieldAccessors {
  /** The model's `data` object: `data-*` attributes (strings) combined with the parent's, plus `that` / `getThis`. */
  get data(): SpriteData | Record<string, string>;
  /**
   * The constructor took over properties set before the element was defined,
   * writing their attributes while an upgrade calls back for none of them.
   */
  protected tookOverProperties?: boolean;
  /**
   * Takes over the properties a page set on the element before its class
   * existed (own data properties hiding the accessors), so they survive the
   * upgrade. Each element's constructor calls it once.
   */
  protected takeOverProperties(): void;
  /**
   * Whether an attribute callback that found no old value is an upgrade's
   * replay of an attribute that was read already (it then has nothing to do).
   * An upgrade replays every attribute the element already had, one callback
   * each, right after the constructor.
   */
  protected replayRead(): boolean;
  /** An attribute of `modelAttributes` changed: the group's sync (if the group is upgraded) takes it to the model. */
  protected modelAttributeChanged(name: string): void;
  protected readField(name: FieldName): unknown;
  protected writeField(name: FieldName, value: unknown): void;
}

/** A class of the fields layer (a mixin's class takes any arguments: TypeScript requires exactly `any[]` there). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type SpriteFieldsClass = abstract new (...args: any[]) => SpriteFieldsElement;

/** The fields layer over `Base`. */
export function SpriteFields<T extends FieldsBaseClass>(Base: T): T & SpriteFieldsStatics & SpriteFieldsClass {
  // Its members are documented where they are typed, on SpriteFieldsElement above.
  abstract class SpriteFieldsMixin extends Base {
    /** Attributes the elements handle themselves rather than through Lit's reactive properties. */
    static modelAttributes: readonly string[] = FIELD_ATTRIBUTES;
    /** Accessor properties a page may have set before the element was defined. */
    static upgradeProperties: readonly string[] = FIELD_PROPERTIES;

    static override get observedAttributes(): string[] {
      return [...super.observedAttributes, ...(this as unknown as SpriteFieldsStatics).modelAttributes];
    }

    // Set only when true: a constructor that stores nothing costs the least.
    declare protected tookOverProperties?: boolean;

    protected takeOverProperties(): void {
      const names = (this.constructor as unknown as SpriteFieldsStatics).upgradeProperties;
      const self = this as unknown as Record<string, unknown>;
      for (const name of names) {
        if (!Object.prototype.hasOwnProperty.call(this, name)) continue;
        const value = self[name];
        delete self[name];
        self[name] = value;
        this.tookOverProperties = true;
      }
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      if (!(this.constructor as unknown as SpriteFieldsStatics).modelAttributes.includes(name)) {
        super.attributeChangedCallback(name, old, value);
        return;
      }
      // Written by a group from its model (the sync would ignore it): nothing to read back.
      if (old === value || anyMirrorWritingDom()) return;
      if (old === null && this.replayRead()) return;
      this.modelAttributeChanged(name);
    }

    protected replayRead(): boolean {
      return false;
    }

    protected modelAttributeChanged(name: string): void {
      syncFor(this)?.attributeChanged(this, name);
    }

    protected readField(name: FieldName): unknown {
      return resolvedValue(this, name);
    }

    protected writeField(name: FieldName, value: unknown): void {
      if (!acceptsString(this, name, value)) return;
      const field = ELEMENT_FIELD_BY_NAME.get(name)!;
      // A group has no parent to override, so its "false" is simply no attribute.
      const raw =
        field.kind === 'boolean' && value === false && this.localName === GROUP_TAG
          ? null
          : attributeOfProperty(field, value);
      if (raw === null) this.removeAttribute(field.attribute);
      else this.setAttribute(field.attribute, raw);
    }

    /** The model's `data` object: `data-*` attributes (strings) combined with the parent's, plus `that` / `getThis`. */
    get data(): SpriteData | Record<string, string> {
      syncFor(this)?.flush();
      const object = modelObjectOf(this);
      return object ? object.data : ownData(this);
    }
  }
  for (const field of ELEMENT_FIELDS) Object.defineProperty(SpriteFieldsMixin.prototype, field.name, accessor(field));
  return SpriteFieldsMixin as unknown as T & SpriteFieldsStatics & SpriteFieldsClass;
}

/** The property of a field (as a class's accessor: configurable, not enumerable), reading as the table's kind says. */
function accessor(field: AttributeField): PropertyDescriptor {
  const name = field.name as FieldName;
  const read =
    field.kind === 'boolean'
      ? (value: unknown) => value === true
      : field.kind === 'any'
        ? (value: unknown) => (typeof value === 'string' ? value : String(value ?? ''))
        : (value: unknown) => value;
  return {
    get(this: SpriteFieldsElement) {
      return read(this.readField(name));
    },
    set(this: SpriteFieldsElement, value: unknown) {
      this.writeField(name, value);
    },
    configurable: true,
  };
}
