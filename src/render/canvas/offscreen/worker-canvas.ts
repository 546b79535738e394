/**
 * A scene canvas drawn by a worker: the canvas's control is handed to a
 * worker (`transferControlToOffscreen`), the renderer draws into a
 * RecordingContext, and each draw's commands are posted to the worker, which
 * replays them. The main thread keeps the plan, the playback and the events;
 * the canvas calls and their raster run in the worker.
 */
import { OP, type RecordedFrame } from './commands.js';
import { RecordingContext } from './recording-context.js';
import { replay, type ReplayMemory } from './replay.js';

interface Scope {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown): void;
}

type Replay = typeof replay;

/** What the worker posts back: the pixels read for `read`. */
interface WorkerReply {
  read: number;
  pixels: ImageData | null;
}

/** The worker's script: made from this function's source, so it uses its parameters only. */
function workerMain(scope: Scope, draw: Replay, ops: typeof OP): void {
  let canvas: OffscreenCanvas | null = null;
  let context: OffscreenCanvasRenderingContext2D | null = null;
  const memory: ReplayMemory = { images: new Map(), paths: new Map() };
  const resize = (width: number, height: number): void => {
    canvas!.width = width;
    canvas!.height = height;
  };
  scope.onmessage = ({ data }) => {
    if (data.canvas) {
      canvas = data.canvas as OffscreenCanvas;
      context = canvas.getContext('2d', { desynchronized: true });
    } else if (data.frame && context) draw(context, data.frame as RecordedFrame, memory, ops, resize);
    else if (data.read !== undefined) {
      const width = canvas?.width ?? 0;
      const height = canvas?.height ?? 0;
      const pixels = context && width > 0 && height > 0 ? context.getImageData(0, 0, width, height) : null;
      scope.postMessage({ read: data.read, pixels });
    }
  };
}

let scriptUrl: string | null = null;

/** One script for every scene's worker, made at the first. */
function script(): string {
  scriptUrl ??= URL.createObjectURL(
    new Blob([`"use strict";const replay=${replay};(${workerMain})(self,replay,${JSON.stringify(OP)});`], {
      type: 'text/javascript',
    }),
  );
  return scriptUrl;
}

export class WorkerCanvas {
  /** What the renderer draws into. */
  readonly context = new RecordingContext();
  private readonly worker: Worker;
  private readonly reads = new Map<number, (pixels: ImageData | null) => void>();
  private nextRead = 0;

  /**
   * Takes `canvas`'s control (the element can be drawn into from no other
   * context after this). Throws where a worker cannot be made (a page whose
   * policy forbids blob: workers) before the canvas is handed over.
   */
  constructor(canvas: HTMLCanvasElement, onError: () => void) {
    this.worker = new Worker(script());
    this.worker.onmessage = ({ data }: MessageEvent<WorkerReply>) => {
      this.reads.get(data.read)?.(data.pixels);
      this.reads.delete(data.read);
    };
    this.worker.onerror = onError;
    const offscreen = canvas.transferControlToOffscreen();
    this.worker.postMessage({ canvas: offscreen }, [offscreen]);
  }

  /**
   * Posts what was drawn since the last post, if anything: the commands as a list of their own, transferred
   * with the new images (the recorder's list is as long as its longest frame, the first full draw, and a
   * post would copy all of it).
   */
  post(): void {
    const frame = this.context.take();
    if (!frame) return;
    const commands = frame.commands.slice(0, frame.length);
    const transfer: Transferable[] = [commands.buffer];
    for (const [, image] of frame.images) transfer.push(image);
    this.worker.postMessage({ frame: { ...frame, commands } }, transfer);
  }

  /** The canvas's pixels once the worker drew everything posted before this call. */
  pixels(): Promise<ImageData | null> {
    const read = this.nextRead++;
    return new Promise((resolve) => {
      this.reads.set(read, resolve);
      this.worker.postMessage({ read });
    });
  }

  /** Stops the worker; reads still waiting get null. */
  close(): void {
    this.worker.terminate();
    for (const resolve of this.reads.values()) resolve(null);
    this.reads.clear();
  }
}
