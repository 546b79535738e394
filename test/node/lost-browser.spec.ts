// Which browser-test files lost their browser (scripts/lost-browser.mjs), for browser-tests.mjs to run once more.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { browserKey, lostSessions } from '../../scripts/lost-browser.mjs';

const session = (testFile: string, browser: string, passed: boolean | undefined, ...messages: string[]) => ({
  testFile,
  browser: { name: browser },
  passed,
  errors: messages.map((message) => ({ message })),
});

describe('lost browsers', () => {
  it('names the files whose browser went away, in the engine WTR_BROWSERS names, and counts the other failures', () => {
    expect(
      lostSessions([
        session('a.test.ts', 'WebKit 2.50.6', undefined, 'Tests were interrupted because the browser disconnected.'),
        session('b.test.ts', 'Chromium', false, 'expected 1 to equal 2'),
        session('c.test.ts', 'Firefox', true),
        session('d.test.ts', 'Firefox', false, 'Protocol error: Target closed'),
      ]),
    ).toEqual({
      lost: [
        { testFile: 'a.test.ts', browser: 'webkit' },
        { testFile: 'd.test.ts', browser: 'firefox' },
      ],
      otherFailures: 1,
    });
    expect(browserKey('WebKit 2.50.6')).toBe('webkit');
  });
});
