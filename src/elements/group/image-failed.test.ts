/**
 * An image that fails to load, as a broken `<img>`: the group fires `lib-sprites-error` (kind
 * `image`, its URL) and warns once (`image-failed`), in a group of its own, a DOM scene and a
 * canvas scene; a later change of `src` loads it again.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { LibSpritesGroupElement, LibSpritesSceneElement, SpritesErrorDetail } from '../index.js';
import { captureWarnings, cleanup, drawSheet, mount, mountScene, settle } from '../../../test/support/elements.js';

const MISSING = '/no-such-sheet.png';
const NOT_AN_IMAGE = 'data:text/plain,not%20an%20image';
const sheet = drawSheet(2, 1, 16).url;

const groupMarkup = (src: string): string =>
  `<lib-sprites-group id="g" src="${src}" src-width="16" src-height="16" width="16" height="16"><lib-sprite></lib-sprite></lib-sprites-group>`;

/** Every `lib-sprites-error` that reaches the document from now on. */
function errorsOnDocument(): { details: SpritesErrorDetail[]; targets: EventTarget[]; stop(): void } {
  const details: SpritesErrorDetail[] = [];
  const targets: EventTarget[] = [];
  const listener = (event: CustomEvent<SpritesErrorDetail>): void => {
    details.push(event.detail);
    targets.push(event.composedPath()[0]!);
  };
  document.addEventListener('lib-sprites-error', listener);
  return { details, targets, stop: () => document.removeEventListener('lib-sprites-error', listener) };
}

type Where = 'alone' | 'dom' | 'canvas';

async function mountIn(where: Where, src: string): Promise<LibSpritesGroupElement> {
  if (where === 'alone') return mount(groupMarkup(src));
  const scene: LibSpritesSceneElement = await mountScene(
    groupMarkup(src),
    where === 'canvas' ? ' renderer="canvas"' : '',
  );
  return scene.querySelector('lib-sprites-group')!;
}

describe('an image that fails to load', () => {
  let errors: ReturnType<typeof errorsOnDocument>;
  let warnings: ReturnType<typeof captureWarnings>;
  beforeEach(() => {
    errors = errorsOnDocument();
    warnings = captureWarnings();
  });
  afterEach(() => {
    errors.stop();
    warnings.restore();
    cleanup();
  });

  for (const where of ['alone', 'dom', 'canvas'] as const)
    for (const [label, url] of [
      ['a 404', MISSING],
      ['a data: URL that is no image', NOT_AN_IMAGE],
    ]) {
      it(`${where}: ${label} fires lib-sprites-error on the group and warns once`, async () => {
        const group = await mountIn(where, url!);
        await waitUntil(() => errors.details.length > 0, 'lib-sprites-error', { timeout: 5000 });
        expect(errors.details[0]).to.include({ kind: 'image', url });
        expect(errors.details[0]!.reason).to.be.a('string').and.not.equal('');
        expect(errors.targets[0]).to.equal(group);
        const said = warnings.messages.filter((line) => line.includes('[image-failed]'));
        expect(said).to.have.length(1);
        expect(said[0]).to.contain('<lib-sprites-group id="g">');
        // Frames and renders go on: it is not loaded, told or warned of again meanwhile.
        group.requestUpdate();
        await settle(group);
        expect(errors.details).to.have.length(1);
      });
    }

  for (const where of ['alone', 'canvas'] as const)
    it(`${where}: a later change of src loads it again`, async () => {
      const group = await mountIn(where, MISSING);
      await waitUntil(() => errors.details.length === 1, 'the first failure', { timeout: 5000 });
      group.setAttribute('src', sheet);
      await settle(group);
      group.setAttribute('src', MISSING);
      await waitUntil(() => errors.details.length === 2, 'the failure after src came back', { timeout: 5000 });
      expect(errors.details[1]).to.include({ kind: 'image', url: MISSING });
    });
});
