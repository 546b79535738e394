// Firefox ESR releases before 153 (140 is what Debian 12's main archive holds) know
// WebDriver BiDi's `browsingContext.setViewport` but not
// `emulation.setScreenOrientationOverride`, which puppeteer's `setViewport` sends
// beside it. The runner sets every test page's viewport that way, so on those
// releases no test file would start. The viewport command itself succeeds; only the
// orientation override (which no test here relies on) is refused, so that one
// refusal is let through, once the page shows the new size (the refusal can come
// back before the viewport command has finished), and every other error still
// fails the call.

const UNKNOWN_ORIENTATION =
  /setScreenOrientationOverride.*unknown command|unknown command.*setScreenOrientationOverride/s;

/** @param {import('puppeteer-core').Page} page */
export function tolerateOlderFirefoxViewport(page) {
  const setViewport = page.setViewport.bind(page);
  page.setViewport = async (viewport) => {
    try {
      await setViewport(viewport);
    } catch (error) {
      if (!UNKNOWN_ORIENTATION.test(String(error?.message))) throw error;
      if (viewport?.width && viewport?.height) {
        await page.waitForFunction(
          (width, height) => window.innerWidth === width && window.innerHeight === height,
          { timeout: 5000, polling: 20 },
          viewport.width,
          viewport.height,
        );
      }
    }
  };
  return page;
}
