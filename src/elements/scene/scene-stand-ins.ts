/**
 * The accessible stand-ins of a canvas scene: a canvas is one opaque image,
 * so each labelled group gets a focusable `role="img"` box over what it draws,
 * named by its label, and a canvas scene is as accessible as the DOM one.
 */
import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
import type { LIB_GraphicSprites } from '../../model/index.js';
import { boundsOf, groupItems, type Rect } from '../../render/canvas/items.js';
import type { LibSpritesGroupElement } from '../group/sprites-group.js';

interface StandIn {
  label: string;
  box: Rect;
}

/** A group with a stand-in: labelled, and not disabled (a disabled group draws nothing). */
const announced = (group: LibSpritesGroupElement, controller: LIB_GraphicSprites): boolean =>
  !!group.label && !controller.isDisabled();

/** Where a group's stand-in goes: the box of what it draws, else its own box. */
function boxOf(controller: LIB_GraphicSprites): Rect {
  const { spritesGroup } = controller;
  return (
    boundsOf(groupItems(controller)) ?? {
      x: spritesGroup.left,
      y: spritesGroup.top,
      width: spritesGroup.width,
      height: spritesGroup.height,
    }
  );
}

/** What the stand-ins show, as one string: equal strings, equal stand-ins. */
const keyOf = (standIns: readonly StandIn[]): string =>
  standIns.map(({ label, box }) => `${label}|${box.x},${box.y},${box.width},${box.height};`).join('');

export class SceneStandIns implements ReactiveController {
  private readonly host: ReactiveControllerHost;
  private readonly groups: ReadonlyMap<LibSpritesGroupElement, LIB_GraphicSprites>;
  /** What the stand-ins last rendered show. */
  private renderedKey = '';
  /** The stand-ins `changed()` found for the update it asked for, kept for that update's render. */
  private next: { standIns: StandIn[]; key: string } | null = null;

  constructor(host: ReactiveControllerHost, groups: ReadonlyMap<LibSpritesGroupElement, LIB_GraphicSprites>) {
    this.host = host;
    this.groups = groups;
    host.addController(this);
  }

  /** `group` was drawn into the canvas: its stand-in may have moved (the host's `changed()` decides whether to render). */
  groupDrawn(group: LibSpritesGroupElement): void {
    if (group.label) this.host.requestUpdate();
  }

  /** The stand-ins of the scene's announced groups, in the order the groups joined. */
  render(): TemplateResult[] {
    const standIns = this.next?.standIns ?? this.current();
    this.renderedKey = this.next?.key ?? keyOf(standIns);
    this.next = null;
    return standIns.map(
      ({ label, box }) =>
        html`<div part="proxy" class="proxy" role="img" tabindex="0" aria-label=${label} style=${styleMap({ left: `${box.x}px`, top: `${box.y}px`, width: `${box.width}px`, height: `${box.height}px` })}></div>`,
    );
  }

  /** Whether a label or a box changed since the stand-ins were rendered (a group's draw alone does not need a render). */
  changed(): boolean {
    const standIns = this.current();
    const key = keyOf(standIns);
    this.next = key === this.renderedKey ? null : { standIns, key };
    return this.next !== null;
  }

  hostUpdated(): void {
    // An update that did not render the stand-ins (the scene switched to `dom`) leaves nothing stale behind.
    this.next = null;
  }

  private current(): StandIn[] {
    const standIns: StandIn[] = [];
    for (const [group, controller] of this.groups)
      if (announced(group, controller)) standIns.push({ label: group.label!, box: boxOf(controller) });
    return standIns;
  }
}
