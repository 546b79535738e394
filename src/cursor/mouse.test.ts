import { expect } from '@open-wc/testing';
import { resetMouse } from '@web/test-runner-commands';
import { LIB_Mouse } from './index.js';
import { moveTo, waitForVisiblePage } from '../../test/support/cursor.js';
import { touchEvent } from '../../test/support/page.js';

waitForVisiblePage();

describe('LIB_Mouse pointer position', () => {
  let spacer: HTMLElement;

  afterEach(async () => {
    spacer?.remove();
    window.scrollTo(0, 0);
    await resetMouse();
  });

  it('follows real mouse moves, in page coordinates unless ignoreScroll', async () => {
    spacer = document.body.appendChild(document.createElement('div'));
    spacer.style.height = '5000px';
    spacer.style.width = '5000px';

    await moveTo(40, 60);
    expect(LIB_Mouse.getX()).to.equal(40);
    expect(LIB_Mouse.getY()).to.equal(60);

    window.scrollTo(30, 100);
    expect(window.scrollY).to.equal(100);
    // The pointer did not move: its page coordinate did, with the scroll.
    expect(LIB_Mouse.getX()).to.equal(70);
    expect(LIB_Mouse.getY()).to.equal(160);
    expect(LIB_Mouse.getX(null, true)).to.equal(40);
    expect(LIB_Mouse.getY(null, true)).to.equal(60);

    await moveTo(15, 25);
    expect(LIB_Mouse.getX(null, false)).to.equal(45);
    expect(LIB_Mouse.getY(null, false)).to.equal(125);
    expect(LIB_Mouse.getY(undefined, true)).to.equal(25);
  });

  it('reads the position of an event given to it, including a touch event', async () => {
    const event = await moveTo(33, 44);
    await moveTo(100, 100);
    expect(LIB_Mouse.getX(event)).to.equal(33);
    expect(LIB_Mouse.getY(event, true)).to.equal(44);
    expect(LIB_Mouse.getX({ clientX: 7, clientY: 8 })).to.equal(7);
    const touch = touchEvent('touchstart', 12, 13);
    if (touch) {
      expect(LIB_Mouse.getX(touch)).to.equal(12);
      expect(LIB_Mouse.getY(touch)).to.equal(13);
    }
  });

  it('is never below 0 and never NaN', () => {
    expect(LIB_Mouse.getX({ clientX: -20, clientY: -5 }, true)).to.equal(0);
    expect(LIB_Mouse.getY({ clientX: -20, clientY: -5 })).to.equal(0);
    expect(LIB_Mouse.getX({ clientX: Number.NaN, clientY: Number.POSITIVE_INFINITY })).to.equal(0);
    expect(LIB_Mouse.getY({ clientX: Number.NaN, clientY: Number.POSITIVE_INFINITY })).to.equal(0);
  });

  it('ignores touch pointers for the last position', async () => {
    await moveTo(50, 50);
    window.dispatchEvent(new PointerEvent('pointermove', { pointerType: 'touch', clientX: 300, clientY: 300 }));
    expect(LIB_Mouse.getX()).to.equal(50);
  });
});

describe('LIB_Mouse.hide / restore', () => {
  let host: HTMLElement;

  afterEach(() => {
    LIB_Mouse.restore();
    host?.remove();
  });

  function makeTargets(): { link: HTMLElement; text: HTMLElement } {
    host = document.body.appendChild(document.createElement('div'));
    const link = host.appendChild(document.createElement('a'));
    link.href = '#';
    link.textContent = 'link';
    link.style.cursor = 'pointer';
    const style = host.appendChild(document.createElement('style'));
    // A page rule that beats a plain `* { cursor: none !important }` on specificity.
    style.textContent = '#lib-cursor-text.loud { cursor: text !important; }';
    const text = host.appendChild(document.createElement('p'));
    text.id = 'lib-cursor-text';
    text.className = 'loud';
    return { link, text };
  }

  it('hides the system cursor on every element, even ones with their own cursor, and restores it', () => {
    const { link, text } = makeTargets();
    expect(getComputedStyle(link).cursor).to.equal('pointer');
    expect(LIB_Mouse.isHidden()).to.equal(false);

    LIB_Mouse.hide();
    expect(LIB_Mouse.isHidden()).to.equal(true);
    for (const el of [document.documentElement, document.body, link, text]) {
      expect(getComputedStyle(el).cursor, el.tagName).to.equal('none');
    }

    LIB_Mouse.restore();
    expect(LIB_Mouse.isHidden()).to.equal(false);
    expect(getComputedStyle(link).cursor).to.equal('pointer');
    expect(getComputedStyle(text).cursor).to.equal('text');
    expect(getComputedStyle(document.body).cursor).to.equal('auto');
  });

  it('is one rule, not a walk: no element is touched, and elements added later are covered', () => {
    makeTargets();
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((list) => records.push(...list));
    observer.observe(document, { subtree: true, attributes: true, childList: true });

    LIB_Mouse.hide();
    const late = document.createElement('button');
    late.style.cursor = 'pointer';
    host.appendChild(late);
    expect(getComputedStyle(late).cursor).to.equal('none');
    LIB_Mouse.restore();
    expect(getComputedStyle(late).cursor).to.equal('pointer');

    records.push(...observer.takeRecords());
    observer.disconnect();
    // The only mutation is the test's own appendChild.
    expect(records.filter((r) => r.type === 'attributes')).to.have.length(0);
    expect(records.filter((r) => r.type === 'childList')).to.have.length(1);
  });

  it('hides again after the page replaced document.adoptedStyleSheets', () => {
    const { link } = makeTargets();
    LIB_Mouse.hide();
    document.adoptedStyleSheets = [];
    expect(getComputedStyle(link).cursor).to.equal('pointer');
    expect(LIB_Mouse.isHidden()).to.equal(false);
    LIB_Mouse.hide();
    expect(getComputedStyle(link).cursor).to.equal('none');
  });

  it('restore and hide are idempotent', () => {
    const { link } = makeTargets();
    LIB_Mouse.restore();
    LIB_Mouse.hide();
    LIB_Mouse.hide();
    expect(getComputedStyle(link).cursor).to.equal('none');
    LIB_Mouse.restore();
    LIB_Mouse.restore();
    expect(getComputedStyle(link).cursor).to.equal('pointer');
    expect(document.adoptedStyleSheets.length).to.be.at.most(1);
  });
});
