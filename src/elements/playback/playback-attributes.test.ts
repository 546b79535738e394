/**
 * The group's playback attributes, read from their table: what each takes,
 * what a refused value gets (one warning, the default), properties set before
 * the element is defined, and the controller's `configure`, where an
 * undefined direction or repeat leaves the tag's own.
 *
 * Runs in its own page: the first test sets properties before the elements
 * are defined.
 */
import { expect } from '@open-wc/testing';
import { ReactiveElement } from 'lit';
import { frame } from '../../../test/support/page.js';
import { LIB_GraphicSprites, type AnimationTag } from '../../model/index.js';
import { defineSpriteElements, type LibSpritesGroupElement } from '../index.js';
import { PLAYBACK_ATTRIBUTE, PLAYBACK_ATTRIBUTES, type PlaybackProperty } from './playback-attributes.js';
import { PlaybackController } from './playback-controller.js';
import { captureWarnings, cleanup, mount, settle } from '../../../test/support/elements.js';

const HERO = new URL('../../../test/fixtures/hero.json', import.meta.url).href;
const FOUR = ['A', 'B', 'C', 'D'].map((text) => `<lib-sprite src="${text}"></lib-sprite>`).join('');

/** Resolves once the group's atlas is applied (its frames are its sprites). */
async function atlasApplied(group: LibSpritesGroupElement): Promise<void> {
  for (let i = 0; i < 500 && group.tags.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
  expect(group.tags.length).to.be.greaterThan(0);
  await settle(group);
}

describe('playback properties set before the group is defined', () => {
  it('survive the upgrade as attributes, each read back through its property', async () => {
    expect(customElements.get('lib-sprites-group')).to.equal(undefined);
    const early = document.createElement('lib-sprites-group') as LibSpritesGroupElement;
    const given: Record<PlaybackProperty, string | number> = {
      atlas: HERO,
      tag: 'wave',
      playbackRate: 2,
      direction: 'reverse',
      repeat: 3,
      poster: '1',
      timeline: 'view',
    };
    for (const declaration of PLAYBACK_ATTRIBUTES)
      (early as unknown as Record<string, unknown>)[declaration.name] = given[declaration.name];
    document.body.append(early);
    try {
      defineSpriteElements();
      await atlasApplied(early);
      for (const declaration of PLAYBACK_ATTRIBUTES) {
        expect(Object.prototype.hasOwnProperty.call(early, declaration.name), declaration.name).to.equal(false);
        expect(early.getAttribute(declaration.attribute), declaration.attribute).to.equal(
          String(given[declaration.name]),
        );
      }
      expect([early.atlas, early.tag, early.poster, early.timeline]).to.deep.equal([HERO, 'wave', '1', 'view']);
      // Given by the page, they win over the wave tag's own (alternate, twice).
      expect([early.playbackRate, early.direction, early.repeat]).to.deep.equal([2, 'reverse', 3]);
    } finally {
      early.remove();
    }
  });
});

describe('the playback attribute table', () => {
  before(() => defineSpriteElements());
  afterEach(cleanup);

  it('observes and takes over at upgrade every attribute and property of the table', () => {
    const Group = customElements.get('lib-sprites-group') as unknown as {
      observedAttributes: string[];
      upgradeProperties: readonly string[];
    };
    for (const declaration of PLAYBACK_ATTRIBUTES) {
      expect(Group.observedAttributes, declaration.attribute).to.include(declaration.attribute);
      expect(Group.upgradeProperties, declaration.name).to.include(declaration.name);
    }
  });

  it('playback-rate: not a number warns once and plays at 1', async () => {
    const warnings = captureWarnings();
    try {
      const group = await mount(`<lib-sprites-group src-type="TEXT" playback-rate="2">${FOUR}</lib-sprites-group>`);
      group.setAttribute('playback-rate', 'fast');
      expect(group.playbackRate).to.equal(1);
      // Another attribute of the same configuration is read: the refused one does not warn again.
      group.direction = 'reverse';
      expect(warnings.messages.filter((m) => m.includes('playback-rate="fast"'))).to.have.length(1);
      expect(warnings.messages[0]).to.contain(PLAYBACK_ATTRIBUTE.playbackRate.warning);
      group.setAttribute('playback-rate', '0.5');
      expect(group.playbackRate).to.equal(0.5);
    } finally {
      warnings.restore();
    }
  });

  it("direction: not a direction warns once and plays normal, else the tag's own", async () => {
    const warnings = captureWarnings();
    try {
      const group = await mount(`<lib-sprites-group src-type="TEXT" direction="sideways">${FOUR}</lib-sprites-group>`);
      expect(group.direction).to.equal('normal');
      expect(warnings.messages.filter((m) => m.includes('direction="sideways"'))).to.have.length(1);
      expect(warnings.messages[0]).to.contain(PLAYBACK_ATTRIBUTE.direction.warning);

      const tagged = await mount(
        `<lib-sprites-group atlas="${HERO}" tag="wave" direction="sideways"></lib-sprites-group>`,
      );
      await atlasApplied(tagged);
      expect(tagged.direction, "the wave tag's own").to.equal('alternate');
    } finally {
      warnings.restore();
    }
  });

  it("repeat: no number of passes warns once and plays once, else the tag's own", async () => {
    const warnings = captureWarnings();
    try {
      const group = await mount(`<lib-sprites-group src-type="TEXT" repeat="0">${FOUR}</lib-sprites-group>`);
      expect(group.repeat).to.equal(1);
      expect(warnings.messages.filter((m) => m.includes('repeat="0"'))).to.have.length(1);
      expect(warnings.messages[0]).to.contain(PLAYBACK_ATTRIBUTE.repeat.warning);
      group.repeat = 2.5;
      expect(group.repeat, 'whole passes').to.equal(2);

      const tagged = await mount(`<lib-sprites-group atlas="${HERO}" tag="wave" repeat="-3"></lib-sprites-group>`);
      await atlasApplied(tagged);
      expect(tagged.repeat, "the wave tag's own").to.equal(2);
    } finally {
      warnings.restore();
    }
  });

  it('timeline: neither scroll nor view warns once, and time drives playback', async () => {
    const warnings = captureWarnings();
    try {
      const group = await mount(
        `<div id="scroller" style="height: 100px; overflow: auto"><div style="height: 1100px"><lib-sprites-group timeline="scroll" src-type="TEXT">${FOUR}</lib-sprites-group></div></div>`,
      );
      const scroller = group.closest<HTMLElement>('#scroller')!;
      group.setAttribute('timeline', 'scrol');
      expect(warnings.messages.filter((m) => m.includes('timeline="scrol"'))).to.have.length(1);
      expect(warnings.messages[0]).to.contain(PLAYBACK_ATTRIBUTE.timeline.warning);
      const scrolled = new Promise((resolve) => scroller.addEventListener('scroll', resolve, { once: true }));
      scroller.scrollTop = 900;
      await scrolled;
      for (let i = 0; i < 4; i++) await frame();
      expect(group.pointer, 'the scroll no longer moves it').to.equal(0);
      expect(group.currentTime).to.equal(0);
    } finally {
      warnings.restore();
    }
  });

  it('atlas, tag and poster take any string without a warning (a tag is checked once the tags are known)', async () => {
    const warnings = captureWarnings();
    try {
      const group = await mount(
        `<lib-sprites-group src-type="TEXT" tag="any name" poster="no such sprite">${FOUR}</lib-sprites-group>`,
      );
      expect([group.tag, group.poster]).to.deep.equal(['any name', 'no such sprite']);
      for (const declaration of [PLAYBACK_ATTRIBUTE.atlas, PLAYBACK_ATTRIBUTE.tag, PLAYBACK_ATTRIBUTE.poster]) {
        expect(declaration.warning, declaration.attribute).to.equal(null);
        expect(declaration.converter.fromAttribute(' odd value '), declaration.attribute).to.equal(' odd value ');
      }
      expect(warnings.messages).to.deep.equal([]);
    } finally {
      warnings.restore();
    }
  });

  it('tag: a name the loaded atlas lacks warns once through the channel (unknown-tag) and plays every sprite', async () => {
    const warnings = captureWarnings();
    try {
      const group = await mount(`<lib-sprites-group atlas="${HERO}" tag="nope"></lib-sprites-group>`);
      await atlasApplied(group);
      group.requestUpdate();
      await settle(group);
      const lines = warnings.messages.filter((m) => m.includes('tag="nope"'));
      expect(lines).to.have.length(1);
      expect(lines[0]).to.match(/^lib-sprites \[unknown-tag\] <lib-sprites-group[^>]*>: .*wave/);
      expect(group.tag).to.equal('nope');
    } finally {
      warnings.restore();
    }
  });

  it('a property set to null or undefined removes its attribute; other values are written as strings', async () => {
    const warnings = captureWarnings();
    try {
      const group = await mount(`<lib-sprites-group src-type="TEXT">${FOUR}</lib-sprites-group>`);
      const element = group as unknown as Record<string, unknown>;
      const values: Record<PlaybackProperty, string | number> = {
        atlas: HERO,
        tag: 'walk',
        playbackRate: 3,
        direction: 'reverse',
        repeat: 2,
        poster: 1,
        timeline: 'view',
      };
      for (const declaration of PLAYBACK_ATTRIBUTES) {
        element[declaration.name] = values[declaration.name];
        expect(group.getAttribute(declaration.attribute), declaration.attribute).to.equal(
          String(values[declaration.name]),
        );
        element[declaration.name] = declaration.name === 'tag' ? undefined : null;
        expect(group.hasAttribute(declaration.attribute), declaration.attribute).to.equal(false);
      }
      expect([group.playbackRate, group.direction, group.repeat]).to.deep.equal([1, 'normal', 1]);
      expect(warnings.messages).to.deep.equal([]);
    } finally {
      warnings.restore();
    }
  });
});

/** A bare host for a PlaybackController: a reactive element with `loop`. */
class ConfigureHost extends ReactiveElement {
  loop = false;
}
customElements.define('playback-configure-host', ConfigureHost);

describe('PlaybackController.configure', () => {
  it("undefined direction or repeat keeps the tag's own; given, they win; no tag: normal, once", () => {
    const model = new LIB_GraphicSprites({ sprites: ['A', 'B', 'C', 'D'].map((src) => ({ src, srcType: 'TEXT' })) });
    const playback = new PlaybackController(new ConfigureHost(), { model: () => model, durationOf: () => 100 });
    const wave: AnimationTag = { name: 'wave', from: 1, to: 3, direction: 'alternate', repeat: 2 };
    playback.tag = wave;
    const played = (): [string, number] => [playback.timeline.direction, playback.timeline.repeat];

    playback.configure({ rate: 1 });
    expect(played()).to.deep.equal(['alternate', 2]);
    playback.configure({ rate: 1, direction: 'reverse', repeat: 3 });
    expect(played()).to.deep.equal(['reverse', 3]);
    playback.configure({ rate: 1, direction: undefined, repeat: 3 });
    expect(played(), "the direction back to the tag's").to.deep.equal(['alternate', 3]);
    playback.configure({ rate: 1, repeat: 0 });
    expect(played(), 'a repeat below 1 is no repeat').to.deep.equal(['alternate', 2]);
    playback.tag = null;
    expect(played()).to.deep.equal(['normal', 1]);
    playback.configure({ rate: NaN });
    expect(playback.playbackRate).to.equal(1);
    playback.configure({ rate: -2 });
    expect(playback.playbackRate).to.equal(-2);
  });
});
