/**
 * Media queries that decide where a fake cursor does not belong, watched live:
 * a change (a mouse plugged into a tablet, high contrast turned on) takes
 * effect at once. Without `matchMedia` (jsdom), nothing is known and the fake
 * cursor behaves as on a desktop.
 */

export interface MediaWatch {
  /** Whether the query matches now; false when it cannot be evaluated. */
  matches(): boolean;
  dispose(): void;
}

/** Watches `query`, calling `onChange` whenever its result changes. */
export function watchMedia(query: string, onChange: () => void): MediaWatch {
  let list: MediaQueryList | null = null;
  try {
    list = typeof matchMedia === 'function' ? matchMedia(query) : null;
  } catch {
    list = null;
  }
  const listener = (): void => onChange();
  if (list) {
    if (typeof list.addEventListener === 'function') list.addEventListener('change', listener);
    else if (typeof list.addListener === 'function') list.addListener(listener);
  }
  return {
    matches: () => list?.matches === true,
    dispose() {
      if (!list) return;
      if (typeof list.removeEventListener === 'function') list.removeEventListener('change', listener);
      else if (typeof list.removeListener === 'function') list.removeListener(listener);
      list = null;
    },
  };
}

/** What the page's media say about fake cursors. */
export interface CursorEnvironment {
  /** The system cursor must stay: a touch screen and no fine pointer (touch only), or forced colours. */
  nativeOnly(): boolean;
  /** The user prefers reduced motion: no frame animation, no easing. */
  reducedMotion(): boolean;
  dispose(): void;
}

export function watchEnvironment(onChange: () => void): CursorEnvironment {
  // Touch only: a coarse pointer and no fine one. A device that reports no
  // pointer at all (\`any-pointer: none\`: headless browsers, some kiosks) keeps
  // the fake cursor, which then shows wherever a pointer event says.
  const coarse = watchMedia('(any-pointer: coarse)', onChange);
  const fine = watchMedia('(any-pointer: fine)', onChange);
  const forced = watchMedia('(forced-colors: active)', onChange);
  const reduced = watchMedia('(prefers-reduced-motion: reduce)', onChange);
  return {
    nativeOnly: () => (coarse.matches() && !fine.matches()) || forced.matches(),
    reducedMotion: () => reduced.matches(),
    dispose() {
      coarse.dispose();
      fine.dispose();
      forced.dispose();
      reduced.dispose();
    },
  };
}
