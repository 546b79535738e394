import { expect } from '@open-wc/testing';
import { MirrorState, anyMirrorWritingDom } from './mirror-state.js';

describe('MirrorState', () => {
  it('names the write under way and goes back to the one it interrupted', () => {
    const state = new MirrorState();
    const seen: string[] = [];
    expect(state.current).to.equal('idle');
    const result = state.run('dom-to-model', () => {
      seen.push(state.current);
      state.run('model-to-dom', () => seen.push(state.current));
      seen.push(state.current);
      return 42;
    });
    expect(result).to.equal(42);
    expect(seen).to.deep.equal(['dom-to-model', 'model-to-dom', 'dom-to-model']);
    expect(state.current).to.equal('idle');
  });

  it('is idle again after a write that throws, and no longer counts as writing the DOM', () => {
    const state = new MirrorState();
    expect(() =>
      state.run('model-to-dom', () => {
        expect(anyMirrorWritingDom()).to.equal(true);
        throw new Error('boom');
      }),
    ).to.throw('boom');
    expect(state.current).to.equal('idle');
    expect(anyMirrorWritingDom()).to.equal(false);
  });

  it('counts model-to-dom writes page-wide, across mirrors', () => {
    const a = new MirrorState();
    const b = new MirrorState();
    a.run('model-to-dom', () => {
      b.run('dom-to-model', () => expect(anyMirrorWritingDom()).to.equal(true));
      b.run('model-to-dom', () => expect(anyMirrorWritingDom()).to.equal(true));
      expect(anyMirrorWritingDom()).to.equal(true);
    });
    expect(anyMirrorWritingDom()).to.equal(false);
    b.run('dom-to-model', () => expect(anyMirrorWritingDom()).to.equal(false));
  });
});
