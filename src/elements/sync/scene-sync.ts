/**
 * Keeps a `<lib-sprites-scene>`'s `<lib-sprites-group>` children and its
 * `LIB_GraphicSpritesScene` equal in both directions, as a Lit
 * ReactiveController the scene adds, and gives each group it holds the
 * scene's attributes to inherit.
 *
 * The same two guards as a group's sync keep model → DOM → model from
 * looping: the children are written into the model under `fromDom`, and
 * while that runs the model's inserts and removals go straight to the model;
 * a model insert or removal writes the children under `toDom`, and while that
 * runs the children are not read back (the observer's records of those writes
 * are dropped).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { GROUP_TAG } from '../../shared/tag-names.js';
import {
  LIB_GraphicSprites,
  type GraphicSpritesSnapshot,
  type SceneInsertResult,
  type SpritesObjectInit,
} from '../../model/index.js';
import { GroupModel } from './group-model.js';
import { ELEMENT_FIELD_BY_ATTRIBUTE, dataKeyOf, ownData, ownValue, type AttributeField } from '../fields/fields.js';
import { SceneModel, type SceneMirror } from './scene-model.js';
import { setSceneHost, type SceneHost } from './scene-host.js';
import type { LibSpritesGroupElement } from '../group/sprites-group.js';
import type { GroupInheritance } from './context.js';
import { copySprites, groupElementFrom } from './group-from-model.js';
import { syncFor } from './registry.js';
import { groupElementAround } from './adopted-model.js';
import { isReadableRecord, readSafely } from '../../model/base/sanitize.js';

export type SceneSyncHost = ReactiveControllerHost & HTMLElement;

/** What the sync tells its scene element. */
export interface SceneSyncCallbacks {
  /** `group` joined the scene: it is hosted and inherits the scene's attributes already. */
  groupJoined(group: LibSpritesGroupElement): void;
  /** `group` left the scene: it no longer inherits from it nor is hosted by it. */
  groupLeft(group: LibSpritesGroupElement, controller: LIB_GraphicSprites): void;
}

/** The fields a scene's attributes give its groups: those a sprite takes from its group, except the scene's own size. */
const inheritable = (field: AttributeField): boolean =>
  field.inherits && field.name !== 'width' && field.name !== 'height';

/** Every group element a scene has seen, by its controller: a controller inserted into another scene moves its element. */
const elementByController = new WeakMap<LIB_GraphicSprites, LibSpritesGroupElement>();

export class SceneSync implements ReactiveController {
  /** The scene's model, with every spec method; its inserts and removals come here. */
  readonly controller = new SceneModel();
  /** The groups the scene holds, with their controllers, in the order they joined. */
  readonly groups: ReadonlyMap<LibSpritesGroupElement, LIB_GraphicSprites>;
  private readonly joined = new Map<LibSpritesGroupElement, LIB_GraphicSprites>();
  private readonly host: SceneSyncHost;
  private readonly sceneHost: SceneHost;
  private readonly callbacks: SceneSyncCallbacks;
  /** What every group of this scene inherits from it: one object for all of them. */
  private readonly inheritance: GroupInheritance;
  private observer: MutationObserver | null = null;
  /** > 0 while the children are written into the model: its inserts and removals go straight to it. */
  private fromDom = 0;
  /** > 0 while the model writes the children: they are not read back. */
  private toDom = 0;
  /** The children may differ from the model (a DOM change not yet read). */
  private structureDirty = true;

  constructor(host: SceneSyncHost, sceneHost: SceneHost, callbacks: SceneSyncCallbacks) {
    this.host = host;
    this.sceneHost = sceneHost;
    this.callbacks = callbacks;
    this.groups = this.joined;
    this.inheritance = {
      value: (field) => (inheritable(field) ? ownValue(host, field) : undefined),
      data: () => ownData(host),
    };
    const mirror: SceneMirror = {
      insertSpritesGroup: (group, insert) => this.modelInsert(group, insert),
      removeSpritesGroup: (index, remove) => this.modelRemove(index, remove),
    };
    this.controller.mirror = mirror;
    host.addController(this);
  }

  hostConnected(): void {
    this.observer = new MutationObserver((records) => this.apply(records));
    this.observer.observe(this.host, { childList: true, attributes: true });
    this.structureDirty = true;
    // Children connect after their parent: read them once their connectedCallbacks have run
    // (a group's controller read before that sees its sprites half-built), and again once
    // the group element is defined, if it is not yet.
    queueMicrotask(() => {
      if (this.host.isConnected) this.flush();
    });
    void customElements.whenDefined(GROUP_TAG).then(() => {
      this.structureDirty = true;
      if (this.host.isConnected) this.flush();
    });
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = null;
  }

  /** One side is being written into the other: what comes back from it is part of that write. */
  private get writing(): boolean {
    return this.fromDom > 0 || this.toDom > 0;
  }

  /** The element of a group this scene holds, by its controller. */
  elementOf(controller: LIB_GraphicSprites): LibSpritesGroupElement | undefined {
    const element = elementByController.get(controller);
    return element && this.joined.has(element) ? element : undefined;
  }

  /** Applies the changes of the children and of the scene's attributes not yet read (cheap otherwise: the controller getter calls it). */
  flush(): void {
    if (this.writing) return;
    this.apply(this.observer?.takeRecords() ?? []);
  }

  private apply(records: readonly MutationRecord[]): void {
    let changed: Set<string> | null = null;
    for (const record of records) {
      if (record.type === 'childList') this.structureDirty = true;
      else if (record.attributeName) (changed ??= new Set()).add(record.attributeName);
    }
    this.syncStructure();
    if (changed) for (const attribute of changed) for (const group of this.joined.keys()) this.passOn(group, attribute);
  }

  // --------------------------------------------------------- DOM → model

  private syncStructure(): void {
    if (!this.structureDirty && this.host.isConnected) return;
    this.structureDirty = false;
    const wanted = new Map<LIB_GraphicSprites, LibSpritesGroupElement>();
    for (const element of this.host.children) {
      // A group element registers its sync when it is made: one without is not upgraded yet.
      if (element.localName !== GROUP_TAG || !syncFor(element)) continue;
      const child = element as LibSpritesGroupElement;
      const controller = child.controller;
      wanted.set(controller, child);
      elementByController.set(controller, child);
    }
    for (const [group, controller] of [...this.joined])
      if (!wanted.has(controller) || group.parentElement !== this.host) this.groupLeft(group, controller);
    const model = this.controller;
    this.fromDom++;
    try {
      const items = model.spritesGroups.items;
      for (let i = items.length - 1; i >= 0; i--) if (!wanted.has(items[i]!)) model.removeSpritesGroup(i);
      const present = new Set(items);
      for (const controller of wanted.keys()) if (!present.has(controller)) model.insertSpritesGroup(controller);
      const order = [...wanted.keys()];
      if (items.length !== order.length || items.some((item, i) => item !== order[i])) {
        while (items.length) model.removeSpritesGroup(items.length - 1);
        for (const controller of order) model.insertSpritesGroup(controller);
      }
    } finally {
      this.fromDom--;
    }
    for (const [controller, group] of wanted) if (!this.joined.has(group)) this.groupJoined(group, controller);
  }

  private groupJoined(group: LibSpritesGroupElement, controller: LIB_GraphicSprites): void {
    this.joined.set(group, controller);
    setSceneHost(group, this.sceneHost);
    syncFor(group)?.inheritFrom(this.inheritance);
    this.passOnAll(group);
    this.callbacks.groupJoined(group);
  }

  private groupLeft(group: LibSpritesGroupElement, controller: LIB_GraphicSprites): void {
    this.joined.delete(group);
    if (syncFor(group)?.inheritFrom(null)) this.passOnAll(group);
    setSceneHost(group, null);
    this.callbacks.groupLeft(group, controller);
  }

  /** Every scene attribute now applies to `group`, or no longer does. */
  private passOnAll(group: LibSpritesGroupElement): void {
    for (const attribute of this.host.getAttributeNames()) this.passOn(group, attribute);
  }

  /** A scene attribute (a field or data-*) changed or now applies: the group takes it where it sets none itself. */
  private passOn(group: LibSpritesGroupElement, attribute: string): void {
    const sync = syncFor(group);
    if (!sync) return;
    const key = dataKeyOf(attribute);
    if (key !== null) sync.inheritedDataChanged(key);
    else {
      const field = ELEMENT_FIELD_BY_ATTRIBUTE.get(attribute);
      if (field && inheritable(field)) sync.attributeChanged(group, attribute);
    }
  }

  // --------------------------------------------------------- model → DOM

  /** Runs `write` as the model writing the children: the observer's records of it are dropped. */
  private writeChildren(write: () => void): void {
    this.toDom++;
    try {
      write();
      this.observer?.takeRecords();
    } finally {
      this.toDom--;
    }
  }

  private modelInsert(
    group: Parameters<SceneMirror['insertSpritesGroup']>[0],
    insert: (g: LIB_GraphicSprites, existing?: number) => SceneInsertResult | null,
  ): SceneInsertResult | null {
    if (this.writing) return insert(group as LIB_GraphicSprites);
    if (!isReadableRecord(group)) return null;
    this.flush();
    const known = readSafely(() => (group instanceof GroupModel ? elementByController.get(group) : undefined));
    const added = known ?? this.groupElementFor(group);
    // What the page gave could not be read: nothing was written.
    if (!added) return null;
    // A new element holds what its model says: its controller getter would read its children back.
    const controller = known ? added.controller : syncFor(added)!.controller;
    // Looked up once, here and for the model's insert: a scene filled group by group asks for each.
    const existing = this.controller.getGraphicSpritesIndexById(controller.id);
    const found = this.controller.spritesGroups.items[existing];
    const same = found !== controller ? found : undefined;
    const replaced = same && elementByController.get(same);
    this.writeChildren(() => {
      if (replaced && replaced.parentElement === this.host) replaced.replaceWith(added);
      else if (added.parentElement !== this.host) this.host.append(added);
      copySprites(added);
    });
    let result: SceneInsertResult | null;
    // The children are written: the model takes them as the observer would have told it.
    this.fromDom++;
    try {
      elementByController.set(controller, added);
      result = insert(controller, existing);
    } finally {
      this.fromDom--;
    }
    if (replaced && same && this.joined.has(replaced)) this.groupLeft(replaced, same);
    if (!this.joined.has(added)) this.groupJoined(added, controller);
    return result;
  }

  /**
   * A new group element for what the page inserts: data become the element's
   * own model, built once; a model of the page's is copied into a new one.
   * Null when what the page gave cannot be read (a getter or a Proxy that throws).
   */
  private groupElementFor(
    group: LIB_GraphicSprites | SpritesObjectInit | GraphicSpritesSnapshot,
  ): LibSpritesGroupElement | null {
    const given = readSafely(() => group instanceof LIB_GraphicSprites);
    if (given === undefined) return null;
    if (given) return groupElementFrom(group as LIB_GraphicSprites);
    const model = this.controller.createGroupModel(group as SpritesObjectInit | GraphicSpritesSnapshot);
    return model && (groupElementAround(model, this.host.ownerDocument) ?? groupElementFrom(model));
  }

  private modelRemove(index: number | undefined, remove: (index?: number) => boolean): boolean {
    if (this.writing) return remove(index);
    // The index names a group as the caller saw the model: the DOM's changes read now may move it (or take
    // it out already: a group whose element another scene has just taken), so it is removed where it is then.
    const named = this.controller.getGraphicSprites(index);
    this.flush();
    const items = this.controller.spritesGroups.items;
    const at = !named || this.controller.getGraphicSprites(index) === named ? index : items.indexOf(named);
    if (named && at === -1) return true;
    const item = this.controller.getGraphicSprites(at);
    if (!remove(at)) return false;
    const element = item && elementByController.get(item);
    if (element?.parentElement === this.host) this.writeChildren(() => element.remove());
    if (element && item && this.joined.has(element)) this.groupLeft(element, item);
    return true;
  }
}
