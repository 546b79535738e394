// @vitest-environment jsdom
//
// `lib-sprites/cursor` alone, in a page of its own (Vitest gives each file a
// fresh jsdom): it defines the fake cursor and none of the sprite elements.
import { expect, it } from 'vitest';

const CURSOR = '../../dist/cursor/index.js';

it('lib-sprites/cursor defines only <lib-fake-cursor>', async () => {
  const cursor = (await import(CURSOR)) as typeof import('../../src/cursor/index.js');
  expect(customElements.get('lib-fake-cursor')).toBe(cursor.LibFakeCursor);
  for (const tag of ['lib-sprites-group', 'lib-sprite', 'lib-sub-sprite', 'lib-sprites-scene']) {
    expect(customElements.get(tag), tag).toBeUndefined();
  }
});
