/**
 * Keeps one `<lib-sprites-group>` and its `LIB_GraphicSprites` equal in both
 * directions, as a Lit ReactiveController the group adds.
 *
 * The invariant: for every element, the model value of each field equals the
 * element's own attribute, else its parent's model value (sprite → group,
 * sub-sprite → sprite), else the static default (left/top: the default
 * directly). DOM changes write the model and model changes write the DOM as
 * writes of its `MirrorState`; each side ignores what the other is applying,
 * and every handler is idempotent, so late MutationObserver records of our own
 * writes change nothing. That is what keeps model → DOM → model from looping.
 *
 * The model → DOM half is fetched the first time the model changes other than
 * by the DOM (./model-to-dom-feature.ts). Until it arrives the model is ahead
 * of the DOM, so what the DOM says waits too: read now, the DOM would undo the
 * controller's change (a sprite with no element yet is a sprite the DOM
 * removed). Both sides' work then runs in the order it came, before the
 * group's `updateComplete` resolves (the fetch is one of `drawingArriving()`).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { AnySpriteObject, LIB_GraphicSpritesChange } from '../../model/index.js';
import { GroupModel } from './group-model.js';
import type { GroupInheritance, SyncCallbacks, SyncContext } from './context.js';
import { DomToModel } from './dom-to-model.js';
import type { ModelToDom } from './model-to-dom.js';
import { modelToDomFeature } from './model-to-dom-feature.js';
import { loadFeature } from '../../render/features.js';
import { mutationHub } from './observer-hub.js';
import { registerSync } from './registry.js';
import { MirrorState } from './mirror-state.js';
import { takeAdoptedModel } from './adopted-model.js';
import { watchSlots } from './slotted-sprites.js';

export type SyncHost = ReactiveControllerHost & HTMLElement;

export class SpritesSync implements ReactiveController {
  /** The group's model, with every spec method; its changes come back here. */
  readonly controller: GroupModel;
  private readonly ctx: SyncContext;
  private readonly toModel: DomToModel;
  /** The model → DOM half, once its module is in (null until the model first changes other than by the DOM). */
  private toDom: ModelToDom | null = null;
  /** While that module is fetched: the work of both sides, in the order it came (null when none waits). */
  private waiting: ((toDom: ModelToDom | null) => void)[] | null = null;
  private connected = false;
  private hasConnected = false;
  /** The group's attributes were written without callbacks (properties an upgrade restored): read at connection. */
  private fieldsUnread = false;
  /** The DOM was written from the model (`writeAdopted`) and nothing changed it since: the first connection reads nothing. */
  private written = false;
  /** Stops watching the group's `<slot>` elements, while it has any (slotted-sprites.ts). */
  private unwatchSlots: (() => void) | null = null;

  constructor(host: SyncHost, callbacks: SyncCallbacks) {
    const mirror = (change: LIB_GraphicSpritesChange): void => this.modelChanged(change);
    const adopted = takeAdoptedModel();
    adopted?.mirrorTo(mirror);
    this.controller = adopted ?? new GroupModel(mirror);
    this.ctx = { host, controller: this.controller, callbacks, mirror: new MirrorState(), inheritance: null };
    this.toModel = new DomToModel(this.ctx);
    // A field the page wrote straight on a drawn object (`sprite.left = 10`): drawn at the next frame.
    // The DOM's attributes are not written: that would cost a mutation per write of a game's loop.
    this.controller.fieldWritten = (object, name) => {
      callbacks.fieldWritten(name, object === this.controller.spritesGroup && (name === 'left' || name === 'top'));
      if (name === 'disabled') callbacks.scheduleChanged();
    };
    registerSync(host, this);
    host.addController(this);
  }

  /** The model object a group element mirrors. */
  get group(): AnySpriteObject {
    return this.controller.spritesGroup;
  }

  /**
   * Writes the DOM of the model this group adopted when it was made, and
   * tells the group where its pointer is, as inserting the sprites one by
   * one would have.
   */
  writeAdopted(): void {
    this.toDomThen((toDom) => toDom?.writeAll());
    this.written = true;
    const controller = this.controller;
    if (controller.pointer >= 0)
      this.modelChanged({
        type: 'pointer',
        pointer: controller.pointer,
        pointerPrevious: -1,
        sprite: controller.getCurrent(),
      });
  }

  /** The group's own fields and id, read at its upgrade: its replayed attribute callbacks then change nothing. */
  readGroupAttributes(): void {
    this.toModel.readGroupAttributes();
  }

  /** The group's own attributes were written where no callback told (properties its upgrade restored). */
  attributesWrittenUnseen(): void {
    this.fieldsUnread = true;
  }

  hostConnected(): void {
    const host = this.ctx.host;
    this.connected = true;
    this.unwatchSlots = watchSlots(host);
    if (this.written) {
      // Its DOM was written from its model a moment ago: there is nothing to read back.
      this.written = false;
      this.hasConnected = true;
    } else {
      const rejoined = this.hasConnected;
      this.hasConnected = true;
      this.fromDom(() => this.readAtConnection(rejoined));
    }
    // Watched from here on: what the reading itself wrote (the pointer it reflects) makes no record to read back.
    mutationHub.observe(host, (records) => this.onRecords(records));
    host.requestUpdate();
  }

  /** What a connection reads of the DOM; `rejoined`: the group was connected before. */
  private readAtConnection(rejoined: boolean): void {
    const host = this.ctx.host;
    this.toModel.syncGroupId();
    // Its fields came through attribute callbacks, unless properties restored by an upgrade set
    // attributes without them, or it was away; its data-* (not watched while away) are read here.
    if (rejoined || this.fieldsUnread) this.toModel.resyncElement(host, this.controller.spritesGroup);
    else this.toModel.syncData(host);
    this.fieldsUnread = false;
    this.toModel.syncStructure();
    // Without an observer while detached, attribute changes of un-upgraded children were missed.
    if (rejoined) this.toModel.resyncAll();
  }

  hostDisconnected(): void {
    this.connected = false;
    mutationHub.unobserve(this.ctx.host);
    this.unwatchSlots?.();
    this.unwatchSlots = null;
  }

  /** Runs `write`, a write of the group's own attributes from its model (its `pointer`), as the mirror's: nothing of it is read back. */
  writeDom(write: () => void): void {
    this.ctx.mirror.run('model-to-dom', write);
  }

  /** Applies DOM changes not yet delivered by the observer (or, while detached, reads the DOM as it is). */
  flush(): void {
    if (this.connected) mutationHub.flush();
    else this.fromDom(() => this.toModel.syncStructure());
  }

  /**
   * An attribute of the group or of one of its sprites / sub-sprites changed
   * (their `attributeChangedCallback`, before the observer would tell).
   */
  attributeChanged(el: Element, attribute: string): void {
    if (attribute === 'duration') {
      this.ctx.callbacks.scheduleChanged();
      return;
    }
    if (this.ctx.mirror.current === 'model-to-dom') return;
    this.fromDom(() => this.toModel.attributeChanged(el, attribute));
  }

  /**
   * What the group takes from the scene holding it (null: it left its scene).
   * True when that changed; the scene then passes on the attributes it has,
   * which only it knows.
   */
  inheritFrom(inheritance: GroupInheritance | null): boolean {
    if (this.ctx.inheritance === inheritance) return false;
    this.ctx.inheritance = inheritance;
    return true;
  }

  /** The scene's data-* entry `key` changed (for `<lib-sprites-scene>`). */
  inheritedDataChanged(key: string): void {
    this.fromDom(() => this.toModel.inheritedDataChanged(key));
  }

  private onRecords(records: MutationRecord[]): void {
    this.fromDom(() => this.toModel.onRecords(records));
  }

  /** Reads the DOM into the model: now, once the model's own changes are written out; after them while they wait. */
  private fromDom(read: () => void): void {
    if (this.waiting) this.waiting.push(read);
    else {
      this.toDom?.flush();
      read();
    }
  }

  /** Writes the model into the DOM, fetching the model → DOM half the first time (null: the fetch failed). */
  private toDomThen(write: (toDom: ModelToDom | null) => void): void {
    if (this.waiting) {
      this.waiting.push(write);
      return;
    }
    const ToDom = modelToDomFeature.value;
    if (ToDom) this.toDom ??= new ToDom(this.ctx);
    if (this.toDom) {
      write(this.toDom);
      return;
    }
    const waiting = (this.waiting = [write]);
    // Tracked until the work is done, not only fetched: `updateComplete` waits for it.
    void loadFeature(() => modelToDomFeature.fetch().then((Loaded) => this.catchUp(waiting, Loaded)));
  }

  /** Runs the work that waited for the model → DOM half (`Loaded` undefined: its fetch failed). */
  private catchUp(waiting: ((toDom: ModelToDom | null) => void)[], Loaded: typeof ModelToDom | undefined): void {
    this.waiting = null;
    if (Loaded) this.toDom = new Loaded(this.ctx);
    // Offline or a chunk missing: the DOM's reads still run, and the group follows its DOM.
    for (const work of waiting) {
      this.toDom?.flush();
      work(this.toDom);
    }
    this.toDom?.flush();
    this.ctx.host.requestUpdate();
  }

  private modelChanged(change: LIB_GraphicSpritesChange): void {
    if (change.type === 'pointer') {
      this.ctx.callbacks.pointerMoved(change);
      return;
    }
    if (change.type === 'time') {
      this.ctx.callbacks.timeChanged();
      return;
    }
    this.ctx.host.requestUpdate();
    if (this.ctx.mirror.current !== 'dom-to-model') this.toDomThen((toDom) => toDom?.apply(change));
    // A sprite disabled or enabled changes which frames playback passes over.
    if (change.type === 'property' && change.name === 'disabled') this.ctx.callbacks.scheduleChanged();
  }
}
