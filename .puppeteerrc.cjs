// The tests and benchmarks drive the system's browsers (Debian's chromium and
// firefox-esr, found by scripts/browsers.mjs), never a browser build that an npm
// package fetches for itself: so puppeteer's own downloads are switched off here,
// in the project, where a plain `npm ci` reads it.
module.exports = {
  skipDownload: true,
  chrome: { skipDownload: true },
  firefox: { skipDownload: true },
  'chrome-headless-shell': { skipDownload: true },
};
