// "Today" for the scene suite: the library as it was before it stopped making `lib-sprite-change` for
// every change (issue 25), whose cost its "with a listener on every group, no worse than today" goals
// name. That commit's bench/ and src/ are taken from git into bench/.today/ (once per commit) and its
// own scene page is measured in a tab of its own, in turn with the other conditions, read the same way.
// Its page counts the changes with one listener for lib-sprite-change, as every page then paid for the
// event whether or not it listened: each listened condition now ÷ it says whether listening costs more
// than it did. Without git (a tarball of the project), these conditions are left out.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../harness.mjs';

/** The last commit before issue 25's work (`0b7e8e4^`), and where its tree is put. */
export const TODAY_COMMIT = '90686456cc471d0f0f003113d72bd44d6a881fe1';
const TODAY_DIR = join(root, 'bench', '.today');

/** Today's conditions: the name measured in this suite, today's page's own name, and the listened condition it is held against. */
export const TODAY_CONDITIONS = {
  todayElements: { page: 'elements', against: 'elementsListened' },
  todayScene: { page: 'scene', against: 'sceneListened' },
};

/** Puts TODAY_COMMIT's bench/ and src/ in bench/.today/ unless they are there; false when git cannot. */
function extract() {
  const stamp = join(TODAY_DIR, 'COMMIT');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === TODAY_COMMIT) return true;
  try {
    rmSync(TODAY_DIR, { recursive: true, force: true });
    mkdirSync(TODAY_DIR, { recursive: true });
    const tar = execFileSync('git', ['-C', root, 'archive', '--format=tar', TODAY_COMMIT, 'bench', 'src'], {
      maxBuffer: 1 << 28,
    });
    execFileSync('tar', ['-x', '-C', TODAY_DIR], { input: tar });
    writeFileSync(stamp, TODAY_COMMIT);
    return true;
  } catch (error) {
    console.warn(
      `scene suite: today's conditions left out (git archive ${TODAY_COMMIT.slice(0, 7)}: ${error.message})`,
    );
    rmSync(TODAY_DIR, { recursive: true, force: true });
    return false;
  }
}

/**
 * Today's scene page in a tab of its own, with the viewport of the suite's page, and a caller of its
 * `sceneBench` (the same setUp / play / tearDown); null when today's tree cannot be had.
 */
export async function openTodayPage(browser, baseUrl) {
  if (!extract()) return null;
  const page = await browser.newPage();
  await page.setViewport({ width: 2560, height: 2048 });
  page.on('pageerror', (e) => console.error('today page error:', e.message));
  await page.goto(`${baseUrl}/bench/.today/bench/scene.html`);
  await page.waitForFunction(() => window.sceneBench?.ready === true, { timeout: 60_000 });
  const call = (name, ...args) => page.evaluate((nm, a) => window.sceneBench[nm](...a), name, args);
  // Set up by the suite's own condition names, turned into today's page's, from a collected heap as the suite's
  // own page sets up (today's page did not collect yet: a collection of the condition before could land in its frames).
  const setUp = async (condition, ...args) => {
    await page.evaluate(() => globalThis.gc?.());
    return call('setUp', TODAY_CONDITIONS[condition].page, ...args);
  };
  return { page, call: (name, ...args) => (name === 'setUp' ? setUp(...args) : call(name, ...args)) };
}

/** The today condition a listened condition is held against, if any. */
export const todayOf = (condition) =>
  Object.keys(TODAY_CONDITIONS).find((today) => TODAY_CONDITIONS[today].against === condition);
