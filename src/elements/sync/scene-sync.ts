/**
 * Keeps a `<lib-sprites-scene>`'s `<lib-sprites-group>` children and its
 * `LIB_GraphicSpritesScene` equal in both directions, as a Lit
 * ReactiveController the scene adds, and gives each group it holds the
 * scene's attributes to inherit.
 *
 * One direction at a time, as a group's sync (mirror-state.ts): the children
 * read into the model are a `dom-to-model` write, and while it runs the model's
 * inserts and removals go straight to the model; a page's insert or removal
 * through the controller changes the model first, then its element is written
 * among the children as a `model-to-dom` write, whose observer records are
 * dropped.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { GROUP_TAG } from '../../shared/tag-names.js';
import { LIB_GraphicSprites, type GraphicSpritesSnapshot, type SpritesObjectInit } from '../../model/index.js';
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
import { MirrorState } from './mirror-state.js';
// A scene writes its groups' DOM from their models (writeAdopted): the model → DOM half comes with it.
import './model-to-dom.js';

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

export class SceneSync implements ReactiveController, SceneMirror {
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
  /** Which way the children and the model are being written: what comes back of a write is not applied. */
  private readonly mirror = new MirrorState();
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
    this.controller.mirror = this;
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
  get writing(): boolean {
    return this.mirror.current !== 'idle';
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
    this.mirror.run('dom-to-model', () => {
      const items = model.spritesGroups.items;
      for (let i = items.length - 1; i >= 0; i--) if (!wanted.has(items[i]!)) model.removeSpritesGroup(i);
      const present = new Set(items);
      for (const controller of wanted.keys()) if (!present.has(controller)) model.insertSpritesGroup(controller);
      const order = [...wanted.keys()];
      if (items.length !== order.length || items.some((item, i) => item !== order[i])) {
        while (items.length) model.removeSpritesGroup(items.length - 1);
        for (const controller of order) model.insertSpritesGroup(controller);
      }
    });
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
    this.mirror.run('model-to-dom', () => {
      write();
      this.observer?.takeRecords();
    });
  }

  /**
   * The model of the group element that holds what the page inserts: an element this scene or another
   * has seen, or a new one made off the page (data become its own model, built once; a model of the
   * page's is copied). Null, nothing made, when what the page gave cannot be read. DOM changes not yet
   * read are read first: the model then places the group where the page expects.
   */
  groupFor(group: Parameters<SceneMirror['groupFor']>[0]): LIB_GraphicSprites | null {
    if (!isReadableRecord(group)) return null;
    this.flush();
    const known = readSafely(() => (group instanceof GroupModel ? elementByController.get(group) : undefined));
    const added = known ?? this.groupElementFor(group);
    if (!added) return null;
    // A new element holds what its model says: its controller getter would read its children back.
    const controller = known ? added.controller : syncFor(added)!.controller;
    elementByController.set(controller, added);
    return controller;
  }

  /** The model placed `controller` (in place of `replaced`): its element takes its place among the children. */
  inserted(controller: LIB_GraphicSprites, replaced: LIB_GraphicSprites | undefined): void {
    const added = elementByController.get(controller)!;
    const replacedElement = replaced && elementByController.get(replaced);
    this.writeChildren(() => {
      if (replacedElement?.parentElement === this.host) replacedElement.replaceWith(added);
      else if (added.parentElement !== this.host) this.host.append(added);
      copySprites(added);
    });
    if (replaced && replacedElement && this.joined.has(replacedElement)) this.groupLeft(replacedElement, replaced);
    if (!this.joined.has(added)) this.groupJoined(added, controller);
  }

  /**
   * Where the group `index` names, as the caller saw the model, is once the DOM's changes are read (they
   * may move it, or take it out already: a group whose element another scene has just taken): null then.
   */
  settle(index: number | undefined): number | undefined | null {
    const model = this.controller;
    const named = model.getGraphicSprites(index);
    this.flush();
    if (!named || model.getGraphicSprites(index) === named) return index;
    const at = model.spritesGroups.items.indexOf(named);
    return at === -1 ? null : at;
  }

  /** The model removed `controller`: its element leaves the children. */
  removed(controller: LIB_GraphicSprites): void {
    const element = elementByController.get(controller);
    if (element?.parentElement === this.host) this.writeChildren(() => element.remove());
    if (element && this.joined.has(element)) this.groupLeft(element, controller);
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
}
