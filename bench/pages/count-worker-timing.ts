/**
 * Times the frames a canvas scene's worker draws (`offscreen`), inside the
 * worker: every worker the page makes from here on runs a prelude that wraps
 * its message handler, and a frame's time is its handler's (the replay of the
 * frame's canvas calls, software raster included: there is no GPU). The page
 * asks for the times with `workerFrames`.
 */
const PRELUDE = `
let handler = null;
let times = [];
let timing = false;
Object.defineProperty(self, 'onmessage', { get: () => handler, set: (h) => (handler = h), configurable: true });
self.addEventListener('message', (event) => {
  const data = event.data;
  if (data && data.countBenchTiming !== undefined) {
    timing = data.countBenchTiming;
    self.postMessage({ countBenchTimes: times });
    times = [];
    return;
  }
  if (timing && data && data.frame) {
    const started = performance.now();
    handler && handler(event);
    times.push(performance.now() - started);
    return;
  }
  handler && handler(event);
});
`;

const made: Worker[] = [];

/** From now on, every worker made in this page is timed. */
export function timedWorkers(): void {
  const Original = window.Worker;
  window.Worker = class extends Original {
    constructor(url: string | URL, options?: WorkerOptions) {
      const script = `${PRELUDE}\nimportScripts(${JSON.stringify(String(url))});`;
      super(URL.createObjectURL(new Blob([script], { type: 'text/javascript' })), options);
      made.push(this);
    }
    override terminate(): void {
      const at = made.indexOf(this);
      if (at >= 0) made.splice(at, 1);
      super.terminate();
    }
  };
}

/** Starts (`on`) or stops timing the workers' frames; gives the frames timed since the last call, in ms. */
export async function workerFrames(on: boolean): Promise<number[]> {
  const live = made.splice(0);
  const all: number[] = [];
  for (const worker of live) {
    const times = await new Promise<number[]>((resolve) => {
      // A worker that is gone answers nothing.
      setTimeout(() => resolve([]), 2000);
      const listen = (event: MessageEvent): void => {
        const data = event.data as { countBenchTimes?: number[] };
        if (!data?.countBenchTimes) return;
        worker.removeEventListener('message', listen);
        resolve(data.countBenchTimes);
      };
      worker.addEventListener('message', listen);
      worker.postMessage({ countBenchTiming: on });
    });
    all.push(...times);
  }
  made.push(...live);
  return all;
}
