/**
 * Property values on their way to an attribute. An attribute holds a string,
 * and `setAttribute` throws on a value that has none (a Symbol, an object
 * whose conversion throws): such a value is refused where the page gives
 * it, with a warning, as other bad values are, and the element keeps what
 * it had. Shared by the sprite elements and the fake cursor's.
 */
import type { ReactiveElement } from 'lit';
import { warn } from './warnings.js';

/** The string an attribute would hold for `value`, or undefined when it has none. */
export function stringForm(value: unknown): string | undefined {
  if (typeof value === 'symbol') return undefined;
  try {
    return String(value);
  } catch {
    return undefined;
  }
}

/** Whether `value` (not null or undefined) has a string form; warns when it has none. */
export function acceptsString(el: Element, property: string, value: unknown): boolean {
  if (value === null || value === undefined || stringForm(value) !== undefined) return true;
  warn(
    'no-string-form',
    el,
    `${property} = (a ${typeof value} with no string form) refused; the ${property} stays as it was`,
    property,
    typeof value,
  );
  return false;
}

/**
 * Makes the Lit reactive properties `element` declares itself refuse values with no string
 * form before Lit stores them (it would throw reflecting them, or hand them on). Booleans
 * take any value as true or false and are left as they are. Call it once, after the class.
 */
export function refuseNoStringValues(
  element: Pick<typeof ReactiveElement, 'observedAttributes' | 'elementProperties' | 'prototype'>,
): void {
  // Reading observedAttributes finalizes the class: its accessors then exist on its prototype.
  void element.observedAttributes;
  const prototype = element.prototype;
  for (const [name, options] of element.elementProperties) {
    const descriptor = Object.getOwnPropertyDescriptor(prototype, name);
    const set = descriptor?.set;
    if (!descriptor || !set || options.type === Boolean) continue;
    Object.defineProperty(prototype, name, {
      ...descriptor,
      set(this: Element, value: unknown) {
        if (acceptsString(this, String(name), value)) set.call(this, value);
      },
    });
  }
}
