/**
 * Whether something the page let go of is really gone: a weak reference to it,
 * then the page's garbage collected, which only Chromium lets a test runner ask
 * for (web-test-runner.config.mjs, `collect-garbage`).
 */
import { executeServerCommand } from '@web/test-runner-commands';
import { frame } from './page.js';

/** Collects the page's garbage; false where the browser cannot be asked to (the caller skips its test). */
export const collectGarbage = (): Promise<boolean> => executeServerCommand<boolean, undefined>('collect-garbage');

/**
 * Runs `use` (which builds something, lets it work, then lets go of it all) and
 * answers, once a few frames have passed and the garbage is collected, whether
 * each of the objects it named is gone. `use` runs in a function of its own, so
 * no variable of the caller's keeps what it built.
 */
export async function leftReachable(use: () => Promise<Record<string, object>>): Promise<string[]> {
  const refs = await weakly(use);
  // What a removed element may still have queued (a frame, a task) runs, and lets go.
  for (let i = 0; i < 3; i++) await frame();
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (let attempt = 0; attempt < 3 && refs.some(([, ref]) => ref.deref()); attempt++) await collectGarbage();
  return refs.filter(([, ref]) => ref.deref() !== undefined).map(([name]) => name);
}

async function weakly(use: () => Promise<Record<string, object>>): Promise<[string, WeakRef<object>][]> {
  return Object.entries(await use()).map(([name, object]) => [name, new WeakRef(object)]);
}
