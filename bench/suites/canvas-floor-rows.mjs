// The scene suite's rows for the canvas floors (bench/scene.bench.mjs): what any canvas scene can reach, its two
// floors on their own and together ÷ the DOM floor, and the canvas scenes ÷ them.

/** A ratio row's id: `stem.N` for p95 CPU (the one held against goals), `stem.wall.N` for p95 wall. */
export const ratioId = (stem, kind, n) => (kind === 'cpu' ? `${stem}.${n}` : `${stem}.wall.${n}`);

/** Pushes onto `rows` the canvas floors' rows for size `n`, from each condition's `summary` and the DOM floor's (`base`). */
export function canvasFloorRows(rows, summary, base, n) {
  const canvasFloor = summary.canvasFloor;
  const eventsFloor = summary.eventsFloor;
  if (canvasFloor && eventsFloor) {
    for (const [kind, key] of [
      ['cpu', 'cpuP95'],
      ['wall', 'wallP95'],
    ]) {
      const combined = canvasFloor[key] + eventsFloor[key];
      rows.push({
        id: `canvasFloor.ratio.${kind}.${n}`,
        name: `canvas by hand ÷ floor, ${n}, p95 ${kind}`,
        value: canvasFloor[key] / base[key],
        unit: '×',
      });
      rows.push({
        id: `eventsFloor.ratio.${kind}.${n}`,
        name: `change events only ÷ floor, ${n}, p95 ${kind}`,
        value: eventsFloor[key] / base[key],
        unit: '×',
      });
      rows.push({
        id: `combinedFloor.ratio.${kind}.${n}`,
        name: `(canvasFloor + eventsFloor) ÷ floor, ${n}, p95 ${kind}`,
        value: combined / base[key],
        unit: '×',
        note: `the lowest scene.ratio.${n} any canvas scene keeping the change events can reach here`,
      });
      // The canvas by hand with what every page keeps of the library's work: no canvas scene can go below it.
      for (const [floor, what, keeping] of [
        ['canvasFloorLoops', 'firing lib-sprites-loop', 'keeping lib-sprites-loop'],
        [
          'canvasFloorModelLoops',
          "keeping each box's model and firing lib-sprites-loop",
          "keeping its groups' models exact and lib-sprites-loop",
        ],
      ]) {
        if (!summary[floor]) continue;
        rows.push({
          id: ratioId(`${floor}.ratio.canvasFloor`, kind, n),
          name: `canvas by hand ${what} ÷ canvas by hand, ${n}, p95 ${kind}`,
          value: summary[floor][key] / canvasFloor[key],
          unit: '×',
          note: `the lowest scene.ratio.canvasOnly.${n} a canvas scene ${keeping} can reach here`,
        });
      }
      if (summary.workerFloor) {
        rows.push({
          id: ratioId('workerFloor.ratio.canvasFloor', kind, n),
          name: `canvas drawn by hand from a worker ÷ canvas by hand, main thread, ${n}, p95 ${kind}`,
          value: summary.workerFloor[key] / canvasFloor[key],
          unit: '×',
          note: 'what a canvas scene drawing from a worker (its raster off the main thread) could reach here',
        });
      }
      if (summary.sceneWorker) {
        rows.push({
          id: ratioId('sceneWorker.ratio.canvasFloor', kind, n),
          name: `scene with offscreen (no listener) ÷ canvasFloor, main thread, ${n}, p95 ${kind}`,
          value: summary.sceneWorker[key] / canvasFloor[key],
          unit: '×',
          target: kind === 'cpu' ? '≤ 1.15' : undefined,
          note: 'scene.ratio.canvasOnly with the raster in a worker; the worker thread is not counted',
        });
        if (summary.workerFloor) {
          rows.push({
            id: ratioId('sceneWorker.ratio.workerFloor', kind, n),
            name: `scene with offscreen (no listener) ÷ the canvas drawn by hand from a worker, main thread, ${n}, p95 ${kind}`,
            value: summary.sceneWorker[key] / summary.workerFloor[key],
            unit: '×',
            note: 'what the library adds on the main thread to the same design by hand',
          });
        }
      }
      if (summary.scene) {
        rows.push({
          id: ratioId('scene.ratio.canvasFloor', kind, n),
          name: `scene ÷ (canvasFloor + eventsFloor), ${n}, p95 ${kind}`,
          value: summary.scene[key] / combined,
          unit: '×',
        });
        // With no listener the scene makes no event: held against the canvas alone.
        rows.push({
          id: ratioId('scene.ratio.canvasOnly', kind, n),
          name: `scene (no listener) ÷ canvasFloor, ${n}, p95 ${kind}`,
          value: summary.scene[key] / canvasFloor[key],
          unit: '×',
          target: kind === 'cpu' ? '≤ 1.15' : undefined,
        });
        if (summary.canvasFloorLoops) {
          rows.push({
            id: ratioId('scene.ratio.canvasLoopsFloor', kind, n),
            name: `scene (no listener) ÷ canvasFloor firing lib-sprites-loop, ${n}, p95 ${kind}`,
            value: summary.scene[key] / summary.canvasFloorLoops[key],
            unit: '×',
          });
        }
      }
      if (summary.sceneListened) {
        rows.push({
          id: ratioId('sceneListened.ratio.canvasFloor', kind, n),
          name: `scene with a listener on each group ÷ (canvasFloor + eventsFloor), ${n}, p95 ${kind}`,
          value: summary.sceneListened[key] / combined,
          unit: '×',
        });
      }
    }
  }
}
