import { expect } from '@open-wc/testing';
import { drawable, warningsOf } from '../../../test/support/render-options.js';
import { readBoolean, readJson, readNumber } from './values.js';

describe('render options: values from markup and from the controller', () => {
  it('reads numbers given as numbers or numeric strings', () => {
    const o = drawable('CIRCLE', { a: 20, b: '20', c: ' 0.5 ', d: '-3e2', e: '' });
    expect(readNumber(o, 'a')).to.equal(20);
    expect(readNumber(o, 'b')).to.equal(20);
    expect(readNumber(o, 'c')).to.equal(0.5);
    expect(readNumber(o, 'd')).to.equal(-300);
    expect(readNumber(o, 'missing')).to.equal(undefined);
  });

  it('reports a bad number once, naming the element and both spellings of the attribute', () => {
    const o = drawable('CIRCLE', { radius: 'abc' }, { id: 'ball' });
    const warnings = warningsOf(() => {
      for (let i = 0; i < 5; i++) expect(readNumber(o, 'radius', { required: true })).to.equal(undefined);
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('"ball"').and.contain('radius (data-radius)').and.contain('"abc"');
  });

  it('reports a missing required number, a negative one where sizes must not be, and again when the bad value changes', () => {
    const data: Record<string, unknown> = {};
    const o = drawable('ELLIPSE', data, { id: 'e' });
    const warnings = warningsOf(() => {
      readNumber(o, 'radiusX', { required: true });
      data['radiusX'] = -1;
      expect(readNumber(o, 'radiusX', { required: true, rule: 'nonNegative' })).to.equal(undefined);
      data['radiusX'] = 'x';
      readNumber(o, 'radiusX', { required: true });
      data['radiusX'] = 3;
      expect(readNumber(o, 'radiusX', { required: true })).to.equal(3);
      data['radiusX'] = 'x';
      readNumber(o, 'radiusX', { required: true });
    });
    expect(warnings.map((w) => w.replace(/.*radiusX \(data-radius-x\) /, ''))).to.deep.equal([
      'undefined is missing; nothing drawn',
      '-1 is negative; nothing drawn',
      '"x" is not a number; nothing drawn',
      '"x" is not a number; nothing drawn',
    ]);
  });

  it('reads booleans: a present attribute is true, "false" and "0" are false, controller values by truthiness', () => {
    const o = drawable('RECTANGLE', { a: '', b: 'true', c: 'false', d: '0', e: true, f: 0, g: 1, stroke: 'stroke' });
    expect(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'stroke', 'missing'].map((k) => readBoolean(o, k))).to.deep.equal([
      true,
      true,
      false,
      false,
      true,
      false,
      true,
      true,
      false,
    ]);
    const warnings = warningsOf(() =>
      expect(readBoolean(drawable('RECTANGLE', { stroke: 'maybe' }), 'stroke')).to.equal(false),
    );
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('stroke (data-stroke)');
  });

  it('parses JSON strings, passes structured values through, and warns once on malformed JSON', () => {
    const o = drawable('MAP');
    expect(readJson(o, 'src', '[[true,false]]')).to.deep.equal([[true, false]]);
    const grid = [[1]];
    expect(readJson(o, 'src', grid)).to.equal(grid);
    const warnings = warningsOf(() => {
      expect(readJson(o, 'elementsData', '{"g":')).to.equal(undefined);
      expect(readJson(o, 'elementsData', '{"g":')).to.equal(undefined);
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('elementsData (data-elements-data)').and.contain('not valid JSON');
  });
});
