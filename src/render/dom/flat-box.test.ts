import { expect } from '@open-wc/testing';
import { POSITIONS_MAX, position } from './flat-box.js';

describe('the flat box background-position values', () => {
  it('are the CSS text of finite px values (anything else is 0)', () => {
    expect(position(-16, 0)).to.equal('-16px 0px');
    expect(position(-0, -32.5)).to.equal('0px -32.5px');
    expect(position(Number.NaN, Infinity)).to.equal('0px 0px');
  });

  it('stays right past its bound (odd positions that never repeat cannot grow it for ever)', () => {
    for (let i = 0; i < POSITIONS_MAX + 10; i++) expect(position(-i - 0.25, i)).to.equal(`${-i - 0.25}px ${i}px`);
    expect(position(-16, 0)).to.equal('-16px 0px');
  });
});
