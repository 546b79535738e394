import { expect } from '@open-wc/testing';
import { CursorFollower } from './cursor-follower.js';

const FRAME_60 = 1000 / 60;

/** The box's x, y from its transform, or null when none was written. */
function placeOf(box: HTMLElement): [number, number] | null {
  const match = /^translate3d\((-?[\d.e+-]+)px, (-?[\d.e+-]+)px, 0(px)?\)$/.exec(box.style.transform);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

function follower(follow = 1): { f: CursorFollower; box: HTMLElement } {
  const f = new CursorFollower();
  f.setFollow(follow);
  return { f, box: document.createElement('div') };
}

describe('CursorFollower', () => {
  it('puts the hotspot on the target at once when follow is 1, and asks for no further frame', () => {
    const { f, box } = follower();
    f.setHotspot(4, 6);
    f.aim(10, 30);
    expect(f.write(box, 1000)).to.equal(false);
    expect(placeOf(box)).to.deep.equal([6, 24]);
    expect(box.style.getPropertyValue('visibility')).to.equal('visible');
    expect(box.style.getPropertyPriority('visibility')).to.equal('important');
  });

  it('stays hidden until a position is known, and while suppressed or native', () => {
    const { f, box } = follower();
    f.write(box);
    expect(box.style.visibility).to.equal('hidden');
    expect(placeOf(box)).to.equal(null);
    f.aim(5, 5);
    f.write(box);
    expect(box.style.visibility).to.equal('visible');
    f.suppress();
    f.write(box);
    expect(box.style.visibility).to.equal('hidden');
    f.reveal();
    expect(f.setNative(true)).to.equal(true);
    expect(f.setNative(true), 'unchanged').to.equal(false);
    f.write(box);
    expect(box.style.visibility).to.equal('hidden');
    f.setNative(false);
    f.write(box);
    expect(box.style.visibility).to.equal('visible');
  });

  it('writes the box only when its place or visibility changed', () => {
    const { f, box } = follower();
    f.aim(20, 20);
    f.write(box);
    // Marks left by hand survive a write that has nothing new to say.
    box.style.transform = 'none';
    box.style.visibility = 'collapse';
    f.write(box);
    expect(box.style.transform).to.equal('none');
    expect(box.style.visibility).to.equal('collapse');
    f.aim(21, 20);
    f.write(box);
    expect(placeOf(box)).to.deep.equal([21, 20]);
    f.jump();
    box.style.transform = 'none';
    f.write(box);
    expect(placeOf(box), 'after jump the same place is written again').to.deep.equal([21, 20]);
  });

  it('eases toward the target frame by frame, arrives exactly, then stops asking for frames', () => {
    const { f, box } = follower(0.5);
    f.aim(0, 0);
    f.write(box);
    f.aim(200, 100);
    let now = 1000;
    const xs: number[] = [];
    let again = f.write(box, now);
    xs.push(placeOf(box)![0]);
    expect(xs[0], 'half the way in one 60th of a second').to.equal(100);
    let frames = 1;
    while (again && frames < 100) {
      now += FRAME_60;
      again = f.write(box, now);
      xs.push(placeOf(box)![0]);
      frames++;
    }
    expect(again).to.equal(false);
    expect(placeOf(box)).to.deep.equal([200, 100]);
    expect(frames).to.be.within(5, 15);
    for (let i = 1; i < xs.length; i++)
      expect(xs[i]!, `frame ${i} closer than the one before`).to.be.greaterThan(xs[i - 1]!);
  });

  it('eases alike at 60 and 120 Hz', () => {
    const at60 = follower(0.3);
    const at120 = follower(0.3);
    for (const { f, box } of [at60, at120]) {
      f.aim(0, 0);
      f.write(box);
      f.aim(300, -150);
      f.write(box, 1000);
    }
    for (let i = 1; i <= 6; i++) {
      at60.f.write(at60.box, 1000 + i * FRAME_60);
      at120.f.write(at120.box, 1000 + (i - 0.5) * FRAME_60);
      at120.f.write(at120.box, 1000 + i * FRAME_60);
      const [x60, y60] = placeOf(at60.box)!;
      const [x120, y120] = placeOf(at120.box)!;
      expect(x120).to.be.closeTo(x60, 1e-6);
      expect(y120).to.be.closeTo(y60, 1e-6);
    }
  });

  it('jumps without a frame time, and after reappearing, instead of easing', () => {
    const { f, box } = follower(0.2);
    f.aim(0, 0);
    f.write(box);
    f.aim(100, 0);
    expect(f.write(box), 'no frame time: no easing').to.equal(false);
    expect(placeOf(box)).to.deep.equal([100, 0]);
    f.suppress();
    f.write(box, 2000);
    f.reveal();
    f.aim(400, 0);
    expect(f.write(box, 2016)).to.equal(false);
    expect(placeOf(box), 'a box that was hidden appears under the pointer').to.deep.equal([400, 0]);
  });

  it('treats a follow outside (0, 1) as following at once', () => {
    for (const follow of [0, -1, 1, 2, Number.NaN]) {
      const { f, box } = follower(follow);
      f.aim(0, 0);
      f.write(box);
      f.aim(50, 50);
      expect(f.write(box, 1000), String(follow)).to.equal(false);
      expect(placeOf(box)).to.deep.equal([50, 50]);
    }
  });
});
