// Which goal a scene suite ratio row is held to: a listened condition against today's library measured in turn
// in the same run (bench/suites/today.mjs), else the fixed figure.
import { describe, expect, it } from 'vitest';
import { heldTarget } from '../suites/scene.bench.mjs';
import { TODAY_COMMIT, TODAY_CONDITIONS, todayOf } from '../suites/today.mjs';

/** A run's summaries by condition; the held ratio here is p95 CPU ÷ a floor of 2 ms. */
const summary = { todayElements: { cpuP95: 3.1 }, elementsListened: { cpuP95: 3.0 } };
const heldRatio = (s) => s.cpuP95 / 2;

describe('heldTarget', () => {
  it("holds a listened condition to today's ratio measured in this run, and says so", () => {
    const { target, note } = heldTarget('elementsListened', 500, summary, heldRatio);
    expect(target).toBe('≤ 1.55');
    expect(note).toContain('todayElements');
    expect(note).toContain(TODAY_COMMIT.slice(0, 7));
  });

  it("falls back to the fixed figure where today's library was not measured", () => {
    expect(heldTarget('sceneListened', 500, summary, heldRatio)).toEqual({ target: '≤ 0.81', note: '' });
    expect(heldTarget('sceneListened', 5000, {}, heldRatio).target).toBe('≤ 0.94');
  });

  it('leaves the no-listener conditions to their fixed goals, whatever today measured', () => {
    expect(heldTarget('elements', 500, summary, heldRatio).target).toBe('≤ 1.3');
    expect(heldTarget('scene', 5000, summary, heldRatio).target).toBe('≤ 0.6');
    expect(heldTarget('sceneFrame', 500, summary, heldRatio).target).toBeUndefined();
  });
});

describe("today's conditions", () => {
  it('each stands for one listened condition, set up under its page-side name', () => {
    expect(todayOf('elementsListened')).toBe('todayElements');
    expect(todayOf('sceneListened')).toBe('todayScene');
    expect(todayOf('elements')).toBeUndefined();
    expect(Object.values(TODAY_CONDITIONS).map((c) => c.page)).toEqual(['elements', 'scene']);
  });
});
