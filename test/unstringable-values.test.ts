// A value with no string form (a Symbol, an object whose conversion throws) given to any
// property of the library's elements is refused where it is given, with a warning: nothing
// throws, the attribute stays as it was, and the element renders on.
import { expect } from '@open-wc/testing';
import '../src/index.js';
import { defineSpriteElements } from '../src/elements/index.js';
import { LibCursorState, LibFakeCursor } from '../src/cursor/index.js';

const NO_STRING: ReadonlyArray<readonly [string, () => unknown]> = [
  ['a Symbol', () => Symbol('bad')],
  [
    'an object whose toString throws',
    () => ({
      toString: () => {
        throw new Error('no string');
      },
    }),
  ],
  ['an object with no prototype', () => Object.create(null) as object],
];

/**
 * Every property of the library a page may set on each element, whatever its kind (string,
 * number, enum). `id` is the DOM's own, which throws as on any element.
 */
const PROPERTIES: Record<string, readonly string[]> = {
  'lib-sprites-group': [
    'src',
    'srcType',
    'srcLeft',
    'srcTop',
    'srcWidth',
    'srcHeight',
    'left',
    'top',
    'width',
    'height',
    'zIndex',
    'label',
    'atlas',
    'tag',
    'playbackRate',
    'direction',
    'repeat',
    'poster',
    'timeline',
    'pointer',
    'fps',
  ],
  'lib-sprite': ['src', 'srcType', 'left', 'top', 'width', 'height', 'zIndex', 'duration'],
  'lib-sub-sprite': ['src', 'srcType', 'left', 'top', 'width', 'height', 'zIndex'],
  'lib-sprites-scene': ['renderer', 'width', 'height'],
  'lib-fake-cursor': [
    'src',
    'group',
    'nativeWhen',
    'width',
    'height',
    'frames',
    'frameMs',
    'hotspotX',
    'hotspotY',
    'follow',
  ],
  'lib-cursor-state': ['src', 'group', 'match', 'width', 'height'],
};

function markup(): HTMLElement {
  const box = document.createElement('div');
  const scene = document.createElement('lib-sprites-scene');
  const group = document.createElement('lib-sprites-group');
  group.id = 'g';
  group.setAttribute('src-type', 'TEXT');
  const sprite = document.createElement('lib-sprite');
  sprite.setAttribute('src', 'A');
  const sub = document.createElement('lib-sub-sprite');
  sub.setAttribute('src', 'b');
  sprite.append(sub);
  group.append(sprite);
  scene.append(group);
  const cursor = document.createElement('lib-fake-cursor');
  cursor.setAttribute('disabled', '');
  cursor.append(document.createElement('lib-cursor-state'));
  box.append(scene, cursor);
  return box;
}

describe('values with no string form', () => {
  let box: HTMLElement;
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent): void => void errors.push(event.error);

  before(() => {
    defineSpriteElements();
    expect(customElements.get('lib-fake-cursor')).to.equal(LibFakeCursor);
    expect(customElements.get('lib-cursor-state')).to.equal(LibCursorState);
  });
  beforeEach(() => {
    box = markup();
    document.body.append(box);
    errors.length = 0;
    window.addEventListener('error', onError);
  });
  afterEach(() => {
    window.removeEventListener('error', onError);
    box.remove();
  });

  for (const [tag, names] of Object.entries(PROPERTIES)) {
    for (const [kind, make] of NO_STRING) {
      it(`${tag}: ${kind} is refused with a warning by every property`, async () => {
        const el = box.querySelector(tag) as HTMLElement & { updateComplete?: Promise<boolean> };
        await el.updateComplete;
        const warn = console.warn;
        const warnings: string[] = [];
        console.warn = (...args: unknown[]) =>
          void warnings.push(args.map((a) => (typeof a === 'string' ? a : typeof a)).join(' '));
        try {
          for (const name of names) {
            const attributes = el
              .getAttributeNames()
              .map((n) => `${n}=${el.getAttribute(n)}`)
              .join(' ');
            const before = warnings.length;
            expect(
              () => ((el as unknown as Record<string, unknown>)[name] = make()),
              `${tag}.${name} = ${kind}`,
            ).not.to.throw();
            expect(warnings.length, `${tag}.${name} = ${kind} warns`).to.be.above(before);
            expect(warnings[warnings.length - 1], `the warning names ${name}`).to.include(name);
            expect(
              el
                .getAttributeNames()
                .map((n) => `${n}=${el.getAttribute(n)}`)
                .join(' '),
              `${tag}.${name}: attributes unchanged`,
            ).to.equal(attributes);
          }
          await el.updateComplete;
          await new Promise((resolve) => setTimeout(resolve, 0));
        } finally {
          console.warn = warn;
        }
        expect(errors.map(String), 'no error thrown later either (an update, a reflection)').to.deep.equal([]);
        expect((el as unknown as { id: string }).id).to.be.a('string');
      });
    }
  }
});
