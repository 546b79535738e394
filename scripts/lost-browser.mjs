// A browser can be lost in the middle of a test file (MiniBrowser, on a loaded machine): the
// runner then fails that file with no test at fault. This reporter tells the browser-test
// script (browser-tests.mjs) which files failed that way, and whether anything else failed,
// so that it can run those files once more in a new browser, and say so.
import { writeFileSync } from 'node:fs';

/** What a session's errors say when its browser went away, not a test. */
const LOST =
  /browser disconnected|browser has disconnected|target closed|session closed|invalid session id|no such window|socket hang up|econnrefused/i;

/** `Chromium`, `Firefox`, `WebKit 2.50.6` → the name WTR_BROWSERS takes. */
export const browserKey = (name) => String(name).toLowerCase().split(/\s+/)[0];

/**
 * The files whose browser was lost (`{ testFile, browser }`, the browser as WTR_BROWSERS names
 * it) and how many sessions failed otherwise.
 */
export function lostSessions(sessions) {
  const lost = [];
  let otherFailures = 0;
  for (const session of sessions) {
    // A session the runner failed itself (its browser lost) has errors and no `passed`.
    if (session.passed !== false && !session.errors?.length) continue;
    if (session.errors?.some((error) => LOST.test(String(error?.message ?? error))))
      lost.push({ testFile: session.testFile, browser: browserKey(session.browser?.name) });
    else otherFailures++;
  }
  return { lost, otherFailures };
}

/** The reporter: writes `lostSessions` of the run to `file` when it finishes. */
export function lostBrowserReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      writeFileSync(file, JSON.stringify(lostSessions(sessions)));
    },
  };
}
