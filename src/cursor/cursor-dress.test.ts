/**
 * What the cursor box wears, tested on its own: one IMG per image a look
 * shows, size written only when it changes, a plain element borrowed as a
 * group and given back, and everything taken off on close.
 */
import { expect } from '@open-wc/testing';
import { CursorDress } from './cursor-dress.js';
import { GROUP_MARK, IDLE_MARK } from './cursor-box.js';
import { DIV_ID, IMAGE_ID } from './cursor-values.js';
import { drawStrip } from '../../test/support/cursor.js';
import type { CursorLook } from './cursor-image-types.js';

const RED = drawStrip(['red', 'lime'], 20);
const BLUE = drawStrip(['blue'], 24);

const look = (src: string, extra: Partial<CursorLook> = {}): CursorLook => ({
  src,
  width: 20,
  height: 20,
  frames: 1,
  frameMs: 100,
  hotspotX: 0,
  hotspotY: 0,
  group: null,
  ...extra,
});

const shownImages = (div: HTMLElement): HTMLImageElement[] =>
  [...div.querySelectorAll('img')].filter((img) => !img.hasAttribute(IDLE_MARK));

describe('CursorDress', () => {
  let dress: CursorDress;
  beforeEach(() => {
    dress = new CursorDress();
  });
  afterEach(() => {
    dress.close();
    document.getElementById(DIV_ID)?.remove();
  });

  it('opens the box with the spec ids, hidden, wearing the spec IMG sized for the whole sheet', () => {
    dress.open(look(RED, { frames: 2 }));
    const div = dress.div!;
    expect(div.id).to.equal(DIV_ID);
    expect(div.isConnected).to.equal(true);
    expect(div.style.display).to.equal('none');
    expect(dress.img!.id).to.equal(IMAGE_ID);
    expect(dress.current).to.equal(dress.img);
    expect(dress.image).to.equal(RED);
    expect(div.style.width).to.equal('20px');
    expect(dress.img!.style.width, 'two frames side by side').to.equal('40px');
    dress.show();
    expect(div.style.display).to.equal('block');
  });

  it('shows another image in an IMG of its own, and the first again in the spec IMG', () => {
    dress.open(look(RED));
    const div = dress.div!;
    const blue = look(BLUE, { width: 24, height: 24 });
    dress.dress(blue);
    expect(div.querySelectorAll('img')).to.have.length(2);
    expect(shownImages(div)).to.deep.equal([dress.current]);
    expect(dress.current).to.not.equal(dress.img);
    expect(dress.current!.getAttribute('src')).to.equal(BLUE);
    expect(dress.image).to.equal(BLUE);
    expect(div.style.width).to.equal('24px');

    const extra = dress.current;
    dress.dress(look(RED));
    expect(dress.current).to.equal(dress.img);
    dress.dress(blue);
    expect(dress.current, 'the IMG made for an image is kept for the next switch').to.equal(extra);
    expect(div.querySelectorAll('img')).to.have.length(2);
  });

  it('writes the box size only when it changes', () => {
    dress.open(look(RED));
    const div = dress.div!;
    div.style.setProperty('width', '99px');
    dress.dress(look(BLUE));
    expect(div.style.width, 'same size: not written again').to.equal('99px');
    dress.dress(look(RED, { width: 30 }));
    expect(div.style.width).to.equal('30px');
  });

  it('borrows a group into the box and gives it back where it was', () => {
    const home = document.body.appendChild(document.createElement('section'));
    const group = home.appendChild(document.createElement('div'));
    group.setAttribute('width', '40');
    group.setAttribute('height', '10');
    try {
      dress.open(look(RED));
      const div = dress.div!;
      dress.dress(look('', { group }));
      expect(group.parentNode).to.equal(div);
      expect(div.hasAttribute(GROUP_MARK)).to.equal(true);
      expect([div.style.width, div.style.height]).to.deep.equal(['40px', '10px']);
      dress.dress(look(RED));
      expect(group.parentNode).to.equal(home);
      expect(div.hasAttribute(GROUP_MARK)).to.equal(false);
      dress.dress(look('', { group }));
      dress.close();
      expect(group.parentNode).to.equal(home);
    } finally {
      home.remove();
    }
  });

  it('takes everything off on close: extra IMGs, the idle mark, the look', () => {
    dress.open(look(RED));
    dress.dress(look(BLUE));
    dress.show();
    dress.close();
    const div = dress.div!;
    expect(div.querySelectorAll('img')).to.have.length(1);
    expect(dress.img!.hasAttribute(IDLE_MARK)).to.equal(false);
    expect(dress.current).to.equal(null);
    expect(dress.look).to.equal(null);
    expect(div.style.display).to.equal('none');
  });
});
