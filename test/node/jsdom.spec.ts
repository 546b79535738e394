// @vitest-environment jsdom
//
// What Jest and Vitest users run: the BUILT entries in jsdom, which has no
// IntersectionObserver, no ResizeObserver and no adoptedStyleSheets. The
// elements must still mount, play, follow their controller and show the fake
// cursor; and the scene, once the elements entry defines <lib-sprites-scene>
// (the part below runs only then).
import { describe, expect, it, vi } from 'vitest';

type Library = typeof import('../../src/index.js');
type Group = InstanceType<Library['LibSpritesGroupElement']>;
type Scene = HTMLElement & {
  controller: InstanceType<Library['LIB_GraphicSpritesScene']>;
  updateComplete: Promise<unknown>;
};

// Through variables: the type check does not need dist/ to exist.
const ELEMENTS = '../../dist/elements/entry.js';
const CURSOR = '../../dist/cursor/index.js';
const SCENE = '../../dist/elements/scene/index.js';

await import(ELEMENTS);
// The scene is a feature the elements fetch on first use; imported ahead here, as a bundling app would.
await import(SCENE);
const hasScene = customElements.get('lib-sprites-scene') !== undefined;

const nextChange = (group: Group): Promise<CustomEvent<{ pointer: number; pointerPrevious: number }>> =>
  new Promise((resolve) => group.addEventListener('lib-sprite-change', (e) => resolve(e), { once: true }));

describe('in jsdom', () => {
  it('has none of the browser APIs the library can do without', () => {
    expect(typeof (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver).toBe('undefined');
    expect(typeof (globalThis as { ResizeObserver?: unknown }).ResizeObserver).toBe('undefined');
    expect('adoptedStyleSheets' in document).toBe(false);
  });

  it('lib-sprites/elements defines only its three elements', async () => {
    await import(ELEMENTS);
    expect(customElements.get('lib-sprites-group')).toBeTypeOf('function');
    expect(customElements.get('lib-sprite')).toBeTypeOf('function');
    expect(customElements.get('lib-sub-sprite')).toBeTypeOf('function');
    expect(customElements.get('lib-fake-cursor')).toBeUndefined();
  });

  it('an autoplaying group plays, and its DOM follows the controller', async () => {
    await import(ELEMENTS);
    const warn = vi.spyOn(console, 'warn');
    document.body.insertAdjacentHTML(
      'beforeend',
      `<lib-sprites-group id="g" src-type="TEXT" fps="50" autoplay loop ignore-reduced-motion>
         <lib-sprite id="a" src="A"></lib-sprite>
         <lib-sprite id="b" src="B"></lib-sprite>
       </lib-sprites-group>`,
    );
    const group = document.getElementById('g') as Group;
    await group.updateComplete;
    expect(group.controller.getSprites()!.map((s) => s.id)).toEqual(['a', 'b']);
    expect(group.shadowRoot!.textContent).toContain('A');

    // Playback runs on animation frames: the pointer moves on its own, and the attribute follows.
    expect(group.playing).toBe(true);
    const played = await nextChange(group);
    expect(played.detail.pointerPrevious).toBe(0);
    expect(played.detail.pointer).toBe(1);
    await group.updateComplete;
    expect(group.pointer).toBe(1);
    expect(group.shadowRoot!.textContent).toContain('B');
    group.pause();
    await group.updateComplete;
    expect(group.getAttribute('pointer')).toBe(String(group.pointer)); // written once playback stops, if not before

    // Controller -> DOM.
    group.controller.insertSprite({ id: 'c', src: 'C', srcType: 1 });
    group.controller.setZIndexSprite(group.controller.getSpriteById('c'), 5);
    group.controller.setDisabledSprite(group.controller.getSprite(0), true);
    group.controller.setPointer(2);
    await group.updateComplete;
    const added = group.querySelector('lib-sprite#c')!;
    expect(added).not.toBeNull();
    expect(added.getAttribute('z-index')).toBe('5');
    expect(group.querySelector('lib-sprite#a')!.hasAttribute('disabled')).toBe(true);
    expect(group.getAttribute('pointer')).toBe('2');
    expect(group.shadowRoot!.textContent).toContain('C');

    // DOM -> controller.
    group.querySelector('lib-sprite#b')!.remove();
    await group.updateComplete;
    expect(group.controller.getSprites()!.map((s) => s.id)).toEqual(['a', 'c']);

    group.remove();
    expect(group.playing).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it.runIf(hasScene)(
    'a scene plays its autoplaying group, and the scene controller and the DOM follow each other',
    async () => {
      document.body.insertAdjacentHTML(
        'beforeend',
        `<lib-sprites-scene id="s">
           <lib-sprites-group id="in-scene" src-type="TEXT" fps="50" autoplay loop ignore-reduced-motion>
             <lib-sprite src="A"></lib-sprite><lib-sprite src="B"></lib-sprite>
           </lib-sprites-group>
         </lib-sprites-scene>`,
      );
      const scene = document.getElementById('s') as Scene;
      const group = document.getElementById('in-scene') as Group;
      await scene.updateComplete;
      expect((await nextChange(group)).detail.pointer).toBe(1);

      expect(scene.controller.insert({ id: 'added', srcType: 1, sprites: [{ src: 'X' }] })).not.toBeNull();
      await scene.updateComplete;
      expect(scene.querySelector('lib-sprites-group#added')).not.toBeNull();
      expect(scene.controller.removeSpritesGroupById('in-scene')).toBe(true);
      await scene.updateComplete;
      expect(scene.querySelector('lib-sprites-group#in-scene')).toBeNull();
      scene.remove();
    },
  );

  it('lib-sprites/cursor defines <lib-fake-cursor>, which shows the fake cursor and hides again', async () => {
    const cursor = (await import(CURSOR)) as typeof import('../../src/cursor/index.js');
    expect(customElements.get('lib-fake-cursor')).toBe(cursor.LibFakeCursor);
    const element = document.createElement('lib-fake-cursor');
    const shown = new Promise<CustomEvent>((resolve) =>
      element.addEventListener('lib-cursor-show', (e) => resolve(e), { once: true }),
    );
    element.setAttribute('src', 'cursor.png');
    element.setAttribute('width', '16');
    document.body.append(element);
    expect((await shown).detail).toMatchObject({ src: 'cursor.png', width: 16 });
    expect(element.showing).toBe(true);
    expect(cursor.LIB_Mouse.CursorImage.isShowing()).toBe(true);
    const box = document.getElementById(cursor.FAKE_CURSOR_DIV_ID)!;
    expect(box.querySelector('img')!.getAttribute('src')).toBe('cursor.png');

    const hidden = new Promise<CustomEvent>((resolve) =>
      element.addEventListener('lib-cursor-hide', (e) => resolve(e), { once: true }),
    );
    element.disabled = true;
    expect((await hidden).detail).toEqual({ reason: 'disabled' });
    expect(cursor.LIB_Mouse.CursorImage.isShowing()).toBe(false);
    element.remove();
  });
});
