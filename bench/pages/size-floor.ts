/**
 * The size floor (not shipped; measured by `.size-limit.js` as "floor: ..."):
 * the core's job done by hand, with no library but Lit, the way a page author
 * would write it for one sprite sheet. One Lit element plays an IMAGE sheet
 * from attributes: `src`, the frame's `width` and `height`, `frames` (laid out
 * left to right, wrapping at the sheet's width in `columns`), `fps`, `loop`,
 * `paused`, with `play()` and `pause()`. It draws one box whose
 * `background-position` moves on each frame, on one requestAnimationFrame loop.
 * What it leaves out is what the library's core adds: the model and its
 * controller, sprites of their own sizes and sources, sub-sprites, text,
 * inheritance, direction and repeat, reduced motion, events, warnings.
 */
import { LitElement, css, html } from 'lit';

export class SheetPlayer extends LitElement {
  static override properties = {
    src: {},
    width: { type: Number },
    height: { type: Number },
    frames: { type: Number },
    columns: { type: Number },
    fps: { type: Number },
    loop: { type: Boolean },
    paused: { type: Boolean, reflect: true },
    frame: { state: true },
  };

  static override styles = css`
    :host {
      display: inline-block;
    }
    div {
      width: 100%;
      height: 100%;
      background-repeat: no-repeat;
    }
  `;

  src = '';
  width = 0;
  height = 0;
  frames = 1;
  columns = 0;
  fps = 12;
  loop = false;
  paused = false;
  frame = 0;
  private start = -1;
  private request = 0;

  play(): void {
    this.paused = false;
  }

  pause(): void {
    this.paused = true;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.schedule();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    cancelAnimationFrame(this.request);
    this.request = 0;
  }

  override updated(): void {
    const columns = this.columns || this.frames;
    const box = this.renderRoot.firstElementChild as HTMLElement;
    this.style.width = `${this.width}px`;
    this.style.height = `${this.height}px`;
    // Through the CSSOM, one property at a time: a `src` can never write other CSS.
    box.style.backgroundImage = `url(${JSON.stringify(this.src)})`;
    box.style.backgroundPosition = `-${(this.frame % columns) * this.width}px -${Math.floor(this.frame / columns) * this.height}px`;
    this.schedule();
  }

  private schedule(): void {
    if (this.paused || this.request || !this.isConnected) return;
    this.request = requestAnimationFrame(this.tick);
  }

  private readonly tick = (now: number): void => {
    this.request = 0;
    if (this.paused) {
      this.start = -1;
      return;
    }
    const step = 1000 / Math.max(this.fps, 0.001);
    // Resume from the frame shown: the clock restarts at it.
    if (this.start < 0) this.start = now - this.frame * step;
    const count = Math.floor((now - this.start) / step);
    if (count >= this.frames && !this.loop) {
      this.frame = this.frames - 1;
      this.paused = true;
      return;
    }
    this.frame = count % this.frames;
    this.schedule();
  };

  override render(): unknown {
    return html`<div></div>`;
  }
}

customElements.define('sheet-player', SheetPlayer);
