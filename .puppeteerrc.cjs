// Puppeteer drives Debian's chromium and firefox-esr (see scripts/ensure-browsers.mjs).
// Its own browser download cannot work on this network, so it is switched off here,
// in the project, where a plain `npm ci` reads it.
module.exports = {
  skipDownload: true,
  chrome: { skipDownload: true },
  firefox: { skipDownload: true },
  'chrome-headless-shell': { skipDownload: true },
};
