/**
 * Which cursor state applies: learnt from `pointerover` (which fires only when
 * the pointer crosses into another element, never for moves inside one) and
 * from button presses. Nothing here runs for an ordinary pointer move, and
 * nothing reads style or layout: the states' selectors are matched against
 * the event's composed path, so elements inside open shadow roots are seen.
 */
import type { LibCursorState } from './cursor-state.js';

/** Detail of `lib-cursor-state`. */
export interface CursorStateDetail {
  /** The state now shown, or null for the cursor's own look (or the system cursor over a text field). */
  state: LibCursorState | null;
  /** The element the state matched (`closest(match)` across shadow roots), the text field, or null. */
  target: Element | null;
  /** Whether the system cursor shows instead of the fake one (a text field, or a state without a look). */
  native: boolean;
}

export type CursorStateEvent = CustomEvent<CursorStateDetail>;

const TEXT_TYPES = new Set(['', 'text', 'search', 'email', 'url', 'tel', 'password', 'number']);

/** The text field or editable element on the path, if the nearest one is editable. */
export function editableOn(path: readonly EventTarget[]): Element | null {
  for (const node of path) {
    if (!(node instanceof Element)) continue;
    const name = node.localName;
    if (name === 'textarea') return (node as HTMLTextAreaElement).disabled ? null : node;
    if (name === 'input') {
      const input = node as HTMLInputElement;
      return TEXT_TYPES.has(input.type) && !input.disabled ? node : null;
    }
    // The nearest contenteditable attribute decides (no isContentEditable: it makes the engine update style).
    const editable = node.getAttribute('contenteditable');
    if (editable !== null) return editable.toLowerCase() === 'false' ? null : node;
  }
  return null;
}

/** The composed path of an element, as a composed event's `composedPath()` would give it. */
export function pathOf(start: Element | null): EventTarget[] {
  const path: EventTarget[] = [];
  let node: Node | null = start;
  while (node) {
    path.push(node);
    if (node instanceof Element && node.assignedSlot) node = node.assignedSlot;
    else if (typeof ShadowRoot !== 'undefined' && node instanceof ShadowRoot) node = node.host;
    else node = node.parentNode;
  }
  return path;
}

/**
 * The state that applies: pressed states first (while pressed), then the
 * others, each group in document order; the first whose selector matches an
 * element on the path wins (a pressed state without `match` matches anywhere).
 */
export function chooseState(
  states: readonly LibCursorState[],
  path: readonly EventTarget[],
  pressed: boolean,
): { state: LibCursorState; target: Element | null } | null {
  if (pressed) {
    const found = firstMatching(states, path, true);
    if (found) return found;
  }
  return firstMatching(states, path, false);
}

function firstMatching(
  states: readonly LibCursorState[],
  path: readonly EventTarget[],
  pressedStates: boolean,
): { state: LibCursorState; target: Element | null } | null {
  for (const state of states) {
    if (state.pressed !== pressedStates) continue;
    const selector = state.selector();
    if (!selector) {
      if (pressedStates && !state.invalid()) return { state, target: null };
      continue;
    }
    for (const node of path) {
      // Selectors are checked valid when set, so matches() cannot throw here.
      if (node instanceof Element && node.matches(selector)) return { state, target: node };
    }
  }
  return null;
}

/** Follows the pointer's target and buttons while installed; calls `onChange` when either changes. */
export class StateTracker {
  path: readonly EventTarget[] = [];
  pressed = false;
  private installed = false;

  constructor(private readonly onChange: () => void) {}

  private readonly onOver = (event: PointerEvent): void => {
    if (event.pointerType === 'touch') return;
    this.path = event.composedPath();
    this.onChange();
  };

  private readonly onButtons = (event: PointerEvent): void => {
    if (event.pointerType === 'touch') return;
    // pointerup with another button still down keeps the press.
    const pressed = event.type === 'pointerdown' || (event.type === 'pointerup' && event.buttons !== 0);
    if (event.type === 'pointerdown') this.path = event.composedPath();
    if (pressed === this.pressed) return;
    this.pressed = pressed;
    this.onChange();
  };

  private readonly onBlur = (): void => {
    if (!this.pressed) return;
    this.pressed = false;
    this.onChange();
  };

  install(): void {
    if (this.installed) return;
    this.installed = true;
    const options: AddEventListenerOptions = { capture: true, passive: true };
    window.addEventListener('pointerover', this.onOver, options);
    window.addEventListener('pointerdown', this.onButtons, options);
    window.addEventListener('pointerup', this.onButtons, options);
    window.addEventListener('pointercancel', this.onButtons, options);
    window.addEventListener('blur', this.onBlur);
  }

  uninstall(): void {
    if (!this.installed) return;
    this.installed = false;
    const options: EventListenerOptions = { capture: true };
    window.removeEventListener('pointerover', this.onOver, options);
    window.removeEventListener('pointerdown', this.onButtons, options);
    window.removeEventListener('pointerup', this.onButtons, options);
    window.removeEventListener('pointercancel', this.onButtons, options);
    window.removeEventListener('blur', this.onBlur);
    this.pressed = false;
  }

  /**
   * Where the pointer is when tracking starts (no pointerover comes until it
   * crosses into another element). A hit test, done once per start, never per move.
   */
  seed(x: number, y: number): void {
    if (typeof document.elementFromPoint !== 'function') return;
    let el: Element | null = document.elementFromPoint(x, y);
    // Into open shadow roots, as a composed event's target would be.
    while (el?.shadowRoot) {
      const inner: Element | null = el.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === el) break;
      el = inner;
    }
    this.path = pathOf(el);
  }
}
