/**
 * One stylesheet of the library's own in a document or shadow root: a
 * constructed sheet in `adoptedStyleSheets` where the browser has them, else
 * (jsdom, old engines) a `<style>` element. Toggling it never throws.
 */
export interface PageSheet {
  /** Makes sure the sheet is (still) in `root`, then enables or disables it. */
  enable(on: boolean): void;
  /** Whether the sheet is in its root and enabled. */
  isApplied(): boolean;
}

const canAdopt = (root: Document | ShadowRoot): boolean =>
  typeof CSSStyleSheet === 'function' &&
  'adoptedStyleSheets' in root &&
  Array.isArray(root.adoptedStyleSheets) &&
  'replaceSync' in CSSStyleSheet.prototype;

export function createPageSheet(root: Document | ShadowRoot, cssText: string): PageSheet {
  if (canAdopt(root)) {
    let sheet: CSSStyleSheet | null = null;
    const ensure = (): CSSStyleSheet => {
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(cssText);
      }
      // The page may have replaced adoptedStyleSheets since we last looked.
      if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      return sheet;
    };
    return {
      enable(on) {
        if (on) ensure().disabled = false;
        else if (sheet) sheet.disabled = true;
      },
      isApplied: () => sheet !== null && !sheet.disabled && root.adoptedStyleSheets.includes(sheet),
    };
  }
  let style: HTMLStyleElement | null = null;
  let on = false;
  return {
    enable(value) {
      on = value;
      if (!style && !value) return;
      const doc = root instanceof Document ? root : root.ownerDocument;
      if (!style) {
        style = doc.createElement('style');
        style.textContent = cssText;
      }
      if (!style.isConnected) {
        const parent = root instanceof Document ? (root.head ?? root.documentElement) : root;
        parent?.appendChild(style);
      }
      // `media` rather than `disabled`: every DOM implementation honours it.
      style.media = value ? 'all' : 'not all';
    },
    isApplied: () => on && style !== null && style.isConnected,
  };
}
