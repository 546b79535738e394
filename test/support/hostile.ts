/**
 * Test support: objects that cannot be read whole (a getter that throws, a Proxy whose traps
 * throw, a revoked Proxy), for the operations that read a caller's object (not part of the library).
 */

export const boom = (): never => {
  throw new Error('hostile getter');
};

export function revoked(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

/** Objects of any level (group, sprite, sub-sprite) that cannot be read whole. */
export const HOSTILE: [string, () => object][] = [
  [
    'a throwing width getter',
    () => ({
      id: 'h',
      get width() {
        return boom();
      },
    }),
  ],
  [
    'a throwing src getter',
    () => ({
      id: 'h',
      get src() {
        return boom();
      },
    }),
  ],
  [
    'a data object with a throwing getter',
    () => ({
      id: 'h',
      data: {
        get x() {
          return boom();
        },
      },
    }),
  ],
  [
    'a Proxy whose traps throw',
    () => new Proxy({}, { get: boom, has: boom, ownKeys: boom, getOwnPropertyDescriptor: boom }),
  ],
  ['a Proxy whose getPrototypeOf trap throws', () => new Proxy({}, { getPrototypeOf: boom })],
  ['a revoked Proxy', revoked],
];

/** Group objects that cannot be read whole: the table above, and one whose `sprites` getter throws. */
export const HOSTILE_GROUPS: [string, () => object][] = [
  ...HOSTILE,
  [
    'a throwing sprites getter',
    () => ({
      id: 'h',
      get sprites() {
        return boom();
      },
    }),
  ],
];
