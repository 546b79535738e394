/**
 * The DOM backend: a `Plan` as the group's shadow DOM, through Lit templates.
 *
 * IMAGE: the image as the background of a box, sized and placed so that its
 * source rectangle fills the box (a sprite sheet or atlas needs no more),
 * shown once the image's natural size is known. TEXT: the text through a Lit
 * text binding (never HTML). Other kinds: their box only, for now.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { DrawItem, Plan } from '../draw-item.js';
import { naturalSize, whenSized } from './image-size.js';
import { background, box } from './style-props.js';

export class DomBackend implements ReactiveController {
  private readonly host: ReactiveControllerHost;
  /** Images whose size a render is waiting for, with the way to stop waiting. */
  private readonly imageWaits = new Map<string, () => void>();

  constructor(host: ReactiveControllerHost) {
    this.host = host;
    host.addController(this);
  }

  hostDisconnected(): void {
    for (const cancel of this.imageWaits.values()) cancel();
    this.imageWaits.clear();
  }

  /** The template of a plan: the stage, the sprite in it, the sub-sprites in the sprite. */
  render(plan: Plan): TemplateResult {
    const { stage, items } = plan;
    const sprite = items.find((item) => item.level === 'sprite');
    return html`<div part="stage" class="stage" style=${box(stage.left, stage.top, stage.width, stage.height)}>${
      sprite ? this.renderSprite(sprite, items) : nothing
    }</div>`;
  }

  private renderSprite(sprite: DrawItem, items: readonly DrawItem[]): TemplateResult {
    const b = sprite.box;
    const subSprites = items.length > 1 ? items.filter((item) => item !== sprite) : [];
    return html`<div part="sprite" class="sprite" style=${box(b.left, b.top, b.width, b.height, sprite.zIndex)}>${this.renderSource(sprite)}${subSprites.map(
      (sub) =>
        html`<div part="sub-sprite" class="sub-sprite" style=${box(sub.box.left, sub.box.top, sub.box.width, sub.box.height, sub.zIndex)}>${this.renderSource(sub)}</div>`,
    )}</div>`;
  }

  private renderSource(item: DrawItem): TemplateResult | typeof nothing {
    if (item.kind === 'text') return html`<span part="text" class="text">${item.text}</span>`;
    if (item.kind !== 'image') return nothing;
    const size = naturalSize(item.url);
    if (!size) {
      this.waitForImage(item.url);
      return nothing;
    }
    const { source, box: b } = item;
    const scaleX = source.width > 0 ? b.width / source.width : 0;
    const scaleY = source.height > 0 ? b.height / source.height : 0;
    return html`<div part="image" class="image" style=${background(
      item.url,
      size.width * scaleX,
      size.height * scaleY,
      -source.left * scaleX,
      -source.top * scaleY,
    )}></div>`;
  }

  private waitForImage(url: string): void {
    if (this.imageWaits.has(url)) return;
    this.imageWaits.set(
      url,
      whenSized(url, () => {
        this.imageWaits.delete(url);
        this.host.requestUpdate();
      }),
    );
  }
}
