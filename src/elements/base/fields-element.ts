/**
 * The attribute ↔ property layer the three elements share, as a mixin: the
 * group applies it to `LitElement`, the sprite and sub-sprite elements to a
 * plain element that renders nothing (data-element.ts). What each field is
 * (attribute name, parsing, default, inheritance) comes from the model's
 * field table; the accessors are still written one by one, because
 * TypeScript cannot type a getter and a wider setter (`width = null` removes
 * the attribute) through a mapped type, and the Custom Elements Manifest
 * analyser finds only members written in the class. `fields.test.ts` checks
 * that they match the table.
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
  type FieldName,
} from '../fields/fields.js';
import { objectOf, syncFor, writingModel } from '../sync/registry.js';
import { acceptsString } from '../../shared/string-form.js';

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
export declare abstract class SpriteFieldsElement extends HTMLElement {
  /** Source: image path or URL (IMAGE), text (TEXT), or any identifier. Inherited. */
  get src(): string;
  set src(value: string | null | undefined);
  /** The `SRC_TYPES` integer; set a name (`'TEXT'`) or a number. Inherited. */
  get srcType(): number;
  set srcType(value: number | string | null | undefined);
  /** Left of the source rectangle. Inherited. */
  get srcLeft(): number;
  set srcLeft(value: number | null | undefined);
  /** Top of the source rectangle. Inherited. */
  get srcTop(): number;
  set srcTop(value: number | null | undefined);
  /** Width of the source rectangle. Inherited. */
  get srcWidth(): number;
  set srcWidth(value: number | null | undefined);
  /** Height of the source rectangle. Inherited. */
  get srcHeight(): number;
  set srcHeight(value: number | null | undefined);
  /** Destination left in CSS pixels. Not inherited (static default 0). */
  get left(): number;
  set left(value: number | null | undefined);
  /** Destination top in CSS pixels. Not inherited (static default 0). */
  get top(): number;
  set top(value: number | null | undefined);
  /** Destination width in CSS pixels. Inherited. */
  get width(): number;
  set width(value: number | null | undefined);
  /** Destination height in CSS pixels. Inherited. */
  get height(): number;
  set height(value: number | null | undefined);
  /** Stacking order, a non-zero number. Inherited. */
  get zIndex(): number;
  set zIndex(value: number | null | undefined);
  /** The element's disabled flag (own, else inherited). It also reads as disabled, and is hidden, while an ancestor is disabled. */
  get disabled(): boolean;
  set disabled(value: boolean | null | undefined);
  /** The model's `data` object: `data-*` attributes (strings) combined with the parent's, plus `that` / `getThis`. */
  get data(): SpriteData | Record<string, string>;
  /**
   * The constructor took over properties set before the element was defined,
   * writing their attributes while an upgrade calls back for none of them.
   */
  protected tookOverProperties: boolean;
  /**
   * Whether what an upgrade's replayed attribute callback would tell was read
   * already. For a sprite or sub-sprite: when the watching group read its
   * attributes as it took it in (its observer sees every change since).
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

    /**
     * Attribute callbacks of this element's upgrade still to come: an upgrade
     * replays every attribute the element already had, one callback each,
     * right after the constructor (`replayRead` says whether one has anything
     * left to do).
     */
    private upgradeReplays = 0;
    /** Whether the group watching this element had read it when its upgrade's replays began (asked once per upgrade). */
    private replaysRead: boolean | undefined = undefined;
    protected tookOverProperties = false;

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    constructor(...args: any[]) {
      super(...args);
      const type = this.constructor as unknown as SpriteFieldsStatics;
      // Counted before the takeover below: the attributes it writes are not replayed.
      if (this.hasAttributes()) {
        // By name: an item of `attributes` makes an Attr node that the element then keeps.
        const names = this.getAttributeNames();
        for (let i = 0; i < names.length; i++) if (type.modelAttributes.includes(names[i]!)) this.upgradeReplays++;
      }
      // A property set on the element before its class existed is an own data
      // property hiding our accessor: take it over, so it survives the upgrade.
      const self = this as unknown as Record<string, unknown>;
      for (const name of type.upgradeProperties) {
        if (!Object.prototype.hasOwnProperty.call(this, name)) continue;
        const value = self[name];
        delete self[name];
        self[name] = value;
        this.tookOverProperties = true;
      }
    }

    override connectedCallback(): void {
      // The replays come before this callback: whatever comes after is a change.
      this.upgradeReplays = 0;
      super.connectedCallback();
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      if ((this.constructor as unknown as SpriteFieldsStatics).modelAttributes.includes(name)) {
        // Written by a group from its model (the sync would ignore it): nothing to read back.
        if (old === value || writingModel()) return;
        if (this.upgradeReplays > 0 && old === null) {
          this.upgradeReplays--;
          if (this.replayRead()) return;
        }
        this.modelAttributeChanged(name);
        return;
      }
      super.attributeChangedCallback(name, old, value);
    }

    protected replayRead(): boolean {
      return (this.replaysRead ??= syncFor(this)?.mirrors(this) === true);
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

    get src(): string {
      const value = this.readField('src');
      return typeof value === 'string' ? value : String(value ?? '');
    }
    set src(value: string | null | undefined) {
      this.writeField('src', value);
    }

    get srcType(): number {
      return this.readField('srcType') as number;
    }
    set srcType(value: number | string | null | undefined) {
      this.writeField('srcType', value);
    }

    get srcLeft(): number {
      return this.readField('srcLeft') as number;
    }
    set srcLeft(value: number | null | undefined) {
      this.writeField('srcLeft', value);
    }

    get srcTop(): number {
      return this.readField('srcTop') as number;
    }
    set srcTop(value: number | null | undefined) {
      this.writeField('srcTop', value);
    }

    get srcWidth(): number {
      return this.readField('srcWidth') as number;
    }
    set srcWidth(value: number | null | undefined) {
      this.writeField('srcWidth', value);
    }

    get srcHeight(): number {
      return this.readField('srcHeight') as number;
    }
    set srcHeight(value: number | null | undefined) {
      this.writeField('srcHeight', value);
    }

    get left(): number {
      return this.readField('left') as number;
    }
    set left(value: number | null | undefined) {
      this.writeField('left', value);
    }

    get top(): number {
      return this.readField('top') as number;
    }
    set top(value: number | null | undefined) {
      this.writeField('top', value);
    }

    get width(): number {
      return this.readField('width') as number;
    }
    set width(value: number | null | undefined) {
      this.writeField('width', value);
    }

    get height(): number {
      return this.readField('height') as number;
    }
    set height(value: number | null | undefined) {
      this.writeField('height', value);
    }

    get zIndex(): number {
      return this.readField('zIndex') as number;
    }
    set zIndex(value: number | null | undefined) {
      this.writeField('zIndex', value);
    }

    get disabled(): boolean {
      return this.readField('disabled') === true;
    }
    set disabled(value: boolean | null | undefined) {
      this.writeField('disabled', value);
    }

    /** The model's `data` object: `data-*` attributes (strings) combined with the parent's, plus `that` / `getThis`. */
    get data(): SpriteData | Record<string, string> {
      syncFor(this)?.flush();
      const object = modelObjectOf(this);
      return object ? object.data : ownData(this);
    }
  }
  return SpriteFieldsMixin as unknown as T & SpriteFieldsStatics & SpriteFieldsClass;
}
