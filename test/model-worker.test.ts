import { expect } from '@open-wc/testing';

interface WorkerReport {
  hasDocument: boolean;
  current: string;
  byZIndex: string[];
  inherited: string;
  rebuilt: number;
  inScene: boolean;
  atlas: { sprites: number; src: string; waveTotal: number };
}

describe('the model without a DOM', () => {
  it('runs in a module Web Worker', async () => {
    const worker = new Worker(new URL('./model-worker.ts', import.meta.url), { type: 'module' });
    try {
      const report = await new Promise<WorkerReport>((resolve, reject) => {
        worker.onmessage = (event: MessageEvent<WorkerReport>) => resolve(event.data);
        worker.onerror = (event) => reject(new Error(`worker failed: ${event.message}`));
      });
      expect(report.hasDocument).to.equal(false);
      expect(report.current).to.equal('b');
      expect(report.byZIndex).to.deep.equal(['a', 'c', 'b']);
      expect(report.inherited).to.equal('sheet.png');
      expect(report.rebuilt).to.equal(3);
      expect(report.inScene).to.equal(true);
      // fromAseprite and PlaybackTimeline need no DOM: wave is 3 frames of 80 ms, ping-pong twice (3 + 2 steps).
      expect(report.atlas).to.deep.equal({ sprites: 8, src: 'art/hero.png', waveTotal: 400 });
    } finally {
      worker.terminate();
    }
  });
});
