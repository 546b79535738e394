/**
 * Scroll-driven playback (`timeline="scroll" | "view"`): a progress from 0 to
 * 1 handed to the group, which turns it into `currentTime`.
 *
 * `scroll`: the scroll progress of the nearest scrolling ancestor (the
 * document when there is none). `view`: the group's passage through the
 * viewport, 0 when its top enters at the bottom, 1 when its bottom leaves at
 * the top. Where the engine has `ScrollTimeline` / `ViewTimeline` their
 * `currentTime` (a percentage) is read; elsewhere the same progress is
 * computed from the geometry. Either way it is read on passive scroll and
 * resize events, never every frame.
 *
 * Some engines (WebKit) update a timeline's `currentTime` only after the
 * scroll event, in their next rendering update: read in the event alone, the
 * group would stay one scroll behind, and nothing would catch it up once
 * scrolling stops. So each event is read again at the next animation frame
 * (after the engine updated its timelines), and once more at `scrollend`.
 */
import type { ReactiveController } from 'lit';
import { cancelFrame, requestFrame } from '../../shared/frame-loop.js';

export type ScrollMode = 'scroll' | 'view';

export interface ScrollHost extends HTMLElement {
  addController(controller: ReactiveController): void;
}

interface TimelineLike {
  readonly currentTime: { value: number } | number | null;
}
type TimelineConstructor = new (options: Record<string, unknown>) => TimelineLike;

const PASSIVE: AddEventListenerOptions = { passive: true, capture: true };

/** The nearest ancestor (across shadow roots) that scrolls, or null for the document. */
function scrollerOf(el: Element): Element | null {
  for (let node: Node | null = el.parentNode; node; node = node instanceof ShadowRoot ? node.host : node.parentNode) {
    if (!(node instanceof Element) || node === document.documentElement) continue;
    const overflow = getComputedStyle(node).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

const clamp01 = (value: number): number => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

export class ScrollPlayback implements ReactiveController {
  private readonly host: ScrollHost;
  private readonly onProgress: (progress: number) => void;
  private modeValue: ScrollMode | null = null;
  private timeline: TimelineLike | null = null;
  private listening = false;

  constructor(host: ScrollHost, onProgress: (progress: number) => void) {
    this.host = host;
    this.onProgress = onProgress;
    host.addController(this);
  }

  get mode(): ScrollMode | null {
    return this.modeValue;
  }
  set mode(value: ScrollMode | null) {
    if (value === this.modeValue) return;
    this.modeValue = value;
    this.stop();
    if (this.host.isConnected) this.start();
  }

  hostConnected(): void {
    this.start();
  }

  hostDisconnected(): void {
    this.stop();
  }

  /** A scroll or resize: the progress now, and again at the next frame, once the engine's timelines have caught up. */
  private readonly update = (): void => {
    this.onProgress(this.progress());
    if (this.timeline) requestFrame(this.settle);
  };

  private readonly settle = (): void => {
    if (this.listening) this.onProgress(this.progress());
  };

  /** The progress now, 0..1. */
  progress(): number {
    const fromTimeline = this.timeline?.currentTime;
    if (fromTimeline !== null && fromTimeline !== undefined) {
      return clamp01((typeof fromTimeline === 'number' ? fromTimeline : fromTimeline.value) / 100);
    }
    if (this.modeValue === 'view') {
      const rect = this.host.getBoundingClientRect();
      const viewport = window.innerHeight;
      return clamp01((viewport - rect.top) / (viewport + rect.height));
    }
    const scroller = scrollerOf(this.host);
    const el = scroller ?? document.scrollingElement ?? document.documentElement;
    const range = el.scrollHeight - el.clientHeight;
    return range > 0 ? clamp01(el.scrollTop / range) : 0;
  }

  private start(): void {
    const mode = this.modeValue;
    if (!mode || this.listening) return;
    const scope = globalThis as unknown as { ScrollTimeline?: TimelineConstructor; ViewTimeline?: TimelineConstructor };
    try {
      if (mode === 'scroll' && scope.ScrollTimeline) {
        this.timeline = new scope.ScrollTimeline({
          source: scrollerOf(this.host) ?? document.scrollingElement,
          axis: 'block',
        });
      } else if (mode === 'view' && scope.ViewTimeline) {
        this.timeline = new scope.ViewTimeline({ subject: this.host, axis: 'block' });
      }
    } catch {
      this.timeline = null;
    }
    this.listening = true;
    document.addEventListener('scroll', this.update, PASSIVE);
    document.addEventListener('scrollend', this.update, PASSIVE);
    window.addEventListener('resize', this.update, PASSIVE);
    this.update();
  }

  private stop(): void {
    if (!this.listening) return;
    this.listening = false;
    this.timeline = null;
    cancelFrame(this.settle);
    document.removeEventListener('scroll', this.update, PASSIVE);
    document.removeEventListener('scrollend', this.update, PASSIVE);
    window.removeEventListener('resize', this.update, PASSIVE);
  }
}
