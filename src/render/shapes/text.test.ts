import { expect } from '@open-wc/testing';
import { drawable, warningsOf } from '../../../test/support/render-options.js';
import { layoutText, readFont } from './text.js';

describe('render shapes: TEXT layout', () => {
  it('splits lines on \\n, each fontSize (else height) below the last', () => {
    expect(layoutText(drawable('TEXT', { fontSize: '20px' }, { src: 'a\nbc\n' }))).to.deep.include({
      lines: ['a', 'bc', ''],
      lineHeight: 20,
    });
    expect(layoutText(drawable('TEXT', {}, { src: 'a', height: 14 }))!.lineHeight).to.equal(14);
    expect(layoutText(drawable('TEXT', {}, { src: 0 }))!.lines).to.deep.equal(['0']);
    expect(layoutText(drawable('TEXT', {}, { src: '' }))).to.equal(null);
    expect(layoutText(drawable('TEXT', {}, { src: {} }))).to.equal(null);
  });

  it('builds the CSS font from the five font fields, a unitless size in px', () => {
    const o = drawable('TEXT', {
      fontStyle: 'italic',
      fontVariant: 'small-caps',
      fontWeight: 'lighter',
      fontSize: '48px',
      fontFamily: 'arial',
    });
    expect(readFont(o)).to.equal('italic small-caps lighter 48px arial');
    expect(readFont(drawable('TEXT', { fontSize: 26, fontFamily: '"Courier New", monospace' }))).to.equal(
      '26px "Courier New", monospace',
    );
    expect(readFont(drawable('TEXT', { fontWeight: 'bold' }))).to.equal('bold 10px sans-serif');
    expect(readFont(drawable('TEXT'))).to.equal(null);
    const warnings = warningsOf(() =>
      expect(readFont(drawable('TEXT', { fontFamily: 'x; color: red' }))).to.equal(null),
    );
    expect(warnings[0]).to.contain('fontFamily (data-font-family)');
  });

  it('fills, or outlines with stroke and lineWidth', () => {
    expect(layoutText(drawable('TEXT', {}, { src: 'a' }))).to.include({ paint: 'fill', lineWidth: 0 });
    expect(layoutText(drawable('TEXT', { stroke: '' }, { src: 'a' }))).to.include({ paint: 'stroke', lineWidth: 1 });
    expect(layoutText(drawable('TEXT', { stroke: true, lineWidth: '3' }, { src: 'a' }))).to.include({
      paint: 'stroke',
      lineWidth: 3,
    });
  });
});
