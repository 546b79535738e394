import { expect } from '@open-wc/testing';
import { blendOf } from './blend.js';
import { isCssColour } from './colour.js';
import { isDrawn, readBlend, readColour, readCommon, readFilter, readOpacity, readStyle } from './common.js';
import { parseFilter } from './filter.js';
import { runAfterDrawing, runBeforeDrawing } from './call-hooks.js';
import { readRotation, rotationTransform } from './rotation.js';
import { drawable, warningsOf } from '../../../test/support/render-options.js';
import { onWarning, type LibSpritesWarning } from '../../shared/warnings.js';

describe('render options: the options every type shares', () => {
  it('accepts any CSS colour and refuses what could leave the value', () => {
    for (const ok of [
      'red',
      '#c33',
      '#cc3333aa',
      'rgb(1 2 3 / 50%)',
      'hsl(120deg 50% 50%)',
      'transparent',
      'currentColor',
      'color-mix(in srgb, red, blue)',
    ]) {
      expect(isCssColour(ok), ok).to.equal(true);
    }
    for (const bad of ['', 'notacolour', 'red; background: url(x)', 'url(x)', 'red}', '#12', 'rgb(1,2', '"red"']) {
      expect(isCssColour(bad), bad).to.equal(false);
    }
  });

  it('takes style as a colour, defaults to currentColor, and warns on a bad one', () => {
    expect(readColour(drawable('CIRCLE', { style: ' #00aa00 ' }))).to.equal('#00aa00');
    expect(readColour(drawable('CIRCLE'))).to.equal('currentColor');
    const warnings = warningsOf(() =>
      expect(readColour(drawable('CIRCLE', { style: 'red;x:y' }, { id: 'c' }))).to.equal('currentColor'),
    );
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('"c"').and.contain('style (data-style)');
  });

  it('calls a style function with the object at every read, and survives one that throws', () => {
    let calls = 0;
    const o = drawable(
      'CIRCLE',
      { style: (object: { id: string }) => (calls++ % 2 ? 'blue' : object.id === 'x' ? 'red' : 'green') },
      { id: 'x' },
    );
    expect(readColour(o)).to.equal('red');
    expect(readColour(o)).to.equal('blue');
    expect(calls).to.equal(2);
    const warnings = warningsOf(() =>
      expect(
        readColour(
          drawable('CIRCLE', {
            style: () => {
              throw new Error('boom');
            },
          }),
        ),
      ).to.equal('currentColor'),
    );
    expect(warnings[0]).to.contain('boom');
  });

  it('gives a style function the object and a 2D context, and keeps a gradient or pattern it returns', () => {
    const own = document.createElement('canvas').getContext('2d')!;
    const seen: unknown[] = [];
    const o = drawable('RECTANGLE', {
      style: (object: unknown, context: CanvasRenderingContext2D) => (
        seen.push(object, context),
        context.createLinearGradient(0, 0, 10, 0)
      ),
    });
    const style = readStyle(o, own);
    expect(seen).to.deep.equal([o, own]);
    expect(style.canvasStyle).to.be.instanceOf(CanvasGradient);
    expect(style.colour).to.equal('currentColor');
    // Without a context of the caller's, a shared one: the same each time.
    readStyle(o);
    readStyle(o);
    expect(seen[3]).to.be.instanceOf(CanvasRenderingContext2D).and.equal(seen[5]).and.not.equal(own);
    const pattern = readStyle(
      drawable('RECTANGLE', {
        style: (_o: unknown, c: CanvasRenderingContext2D) =>
          c.createPattern(document.createElement('canvas'), 'repeat'),
      }),
      own,
    );
    expect(pattern.canvasStyle).to.be.instanceOf(CanvasPattern);
    expect(readCommon(o, own).canvasStyle).to.be.instanceOf(CanvasGradient);
    // Anything else is no colour: reported, the default used.
    const warnings = warningsOf(() =>
      expect(readStyle(drawable('RECTANGLE', { style: () => ({}) }, { id: 'w' }))).to.deep.equal({
        colour: 'currentColor',
        canvasStyle: null,
        styled: true,
      }),
    );
    expect(warnings[0]).to.contain('"w"').and.contain('gradient or pattern');
    // A function that returns nothing gives no style, as none at all: drawn with what was drawn before.
    expect(readStyle(drawable('RECTANGLE', { style: () => undefined })).styled).to.equal(false);
    expect(readStyle(drawable('RECTANGLE')).styled).to.equal(false);
  });

  it('clamps opacity to 0..1 and reads it from strings', () => {
    expect(readOpacity(drawable('CIRCLE', { opacity: '0.5' }))).to.equal(0.5);
    expect(readOpacity(drawable('CIRCLE', { opacity: 3 }))).to.equal(1);
    expect(readOpacity(drawable('CIRCLE', { opacity: -1 }))).to.equal(0);
    expect(readOpacity(drawable('CIRCLE'))).to.equal(1);
  });

  it('rotates in radians, or degrees with rotationUseDegrees, about rotationX/Y else the box centre', () => {
    expect(readRotation(drawable('RECTANGLE'))).to.equal(null);
    expect(readRotation(drawable('RECTANGLE', { rotation: 0 }))).to.equal(null);
    const centre = readRotation(drawable('RECTANGLE', { rotation: '1.5' }, { width: 40, height: 20 }))!;
    expect(centre).to.deep.equal({ angle: 1.5, originX: 20, originY: 10 });
    const degrees = readRotation(drawable('RECTANGLE', { rotation: '90', rotationUseDegrees: '' }))!;
    expect(degrees.angle).to.be.closeTo(Math.PI / 2, 1e-12);
    // The pivot is given in the parent's coordinates, like left and top.
    const pivot = readRotation(
      drawable('RECTANGLE', { rotation: 1, rotationX: 15, rotationY: '25' }, { left: 10, top: 20 }),
    )!;
    expect([pivot.originX, pivot.originY]).to.deep.equal([5, 5]);
    expect(rotationTransform(pivot)).to.equal(`translate(5px, 5px) rotate(${180 / Math.PI}deg) translate(-5px, -5px)`);
  });

  it('accepts CSS filter lists and refuses url() and anything else', () => {
    expect(parseFilter('sepia(1)')).to.equal('sepia(1)');
    expect(parseFilter('  blur(2px)  Brightness(120%) drop-shadow(1px 1px 2px rgb(0 0 0 / 50%))')).to.equal(
      'blur(2px) brightness(120%) drop-shadow(1px 1px 2px rgb(0 0 0 / 50%))',
    );
    expect(parseFilter('none')).to.equal(null);
    for (const bad of [
      'url(#f)',
      'blur(2px) url(x.svg#f)',
      'drop-shadow(0 0 url(x))',
      'blur(2px',
      'expression(alert(1))',
      'blur(1px);color:red',
      'blur(1px"',
    ]) {
      expect(parseFilter(bad), bad).to.equal(undefined);
    }
    const warnings = warningsOf(() => expect(readFilter(drawable('CIRCLE', { filter: 'url(#evil)' }))).to.equal(null));
    expect(warnings[0]).to.contain('filter (data-filter)').and.contain('url() is refused');
  });

  it('maps globalCompositeOperation to mix-blend-mode, warning once for operators CSS has not', () => {
    expect(blendOf('multiply')).to.deep.equal({ composite: 'multiply', mixBlendMode: 'multiply' });
    expect(readBlend(drawable('CIRCLE'))).to.deep.equal({ composite: 'source-over', mixBlendMode: null });
    const warnings = warningsOf(() => {
      expect(readBlend(drawable('CIRCLE', { globalCompositeOperation: 'destination-out' })).mixBlendMode).to.equal(
        null,
      );
      readBlend(drawable('CIRCLE', { globalCompositeOperation: 'destination-out' }));
      readBlend(drawable('CIRCLE', { globalCompositeOperation: 'bogus' }));
    });
    expect(warnings).to.have.length(2);
    expect(warnings[0]).to.contain('destination-out').and.contain('no CSS mix-blend-mode');
    expect(warnings[1]).to.contain('globalCompositeOperation (data-global-composite-operation)');
  });

  it('hides hidden objects, and onlyUseInMap ones outside maps', () => {
    expect(isDrawn(drawable('CIRCLE'), false)).to.equal(true);
    expect(isDrawn(drawable('CIRCLE', { hidden: '' }), false)).to.equal(false);
    expect(isDrawn(drawable('CIRCLE', { hidden: 'false' }), false)).to.equal(true);
    expect(isDrawn(drawable('CIRCLE', { onlyUseInMap: true }), false)).to.equal(false);
    expect(isDrawn(drawable('CIRCLE', { onlyUseInMap: true }), true)).to.equal(true);
  });

  it('reads all common options at once', () => {
    const common = readCommon(
      drawable('CIRCLE', { style: 'red', opacity: '0.25', filter: 'invert(1)', globalCompositeOperation: 'screen' }),
    );
    expect(common).to.deep.equal({
      colour: 'red',
      canvasStyle: null,
      styled: true,
      opacity: 0.25,
      rotation: null,
      filter: 'invert(1)',
      blend: { composite: 'screen', mixBlendMode: 'screen' },
    });
  });

  it('runs beforeDrawing (object to draw, or null to skip) and afterDrawing, reporting hooks that throw', () => {
    const seen: unknown[] = [];
    const replacement = drawable('CIRCLE', { radius: 2 });
    const o = drawable('CIRCLE', {
      beforeDrawing: (object: unknown) => (seen.push(object), replacement),
      afterDrawing: (object: unknown) => seen.push(['after', object]),
    });
    expect(runBeforeDrawing(o)).to.equal(replacement);
    runAfterDrawing(o);
    expect(seen).to.deep.equal([o, ['after', o]]);
    expect(runBeforeDrawing(drawable('CIRCLE', { beforeDrawing: () => null }))).to.equal(null);
    expect(runBeforeDrawing(drawable('CIRCLE'))).to.not.equal(null);
    let thrown = 0;
    const thrower = drawable('CIRCLE', {
      beforeDrawing: () => {
        throw new Error(`oops ${++thrown}`);
      },
    });
    const warnings = warningsOf(() => {
      for (let frame = 0; frame < 3; frame++) expect(runBeforeDrawing(thrower)).to.equal(thrower);
    });
    // A hook that throws at every frame, with another message each time, is reported once.
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('[hook-threw]').and.contain('beforeDrawing').and.contain('oops 1');
  });

  it('what a hook or style function threw reaches the console and onWarning as thrown, with its stack', () => {
    const error = new Error('broken hook');
    const printed: unknown[][] = [];
    const heard: LibSpritesWarning[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => void printed.push(args);
    const stop = onWarning((warning) => heard.push(warning));
    try {
      const hooked = drawable('CIRCLE', {
        afterDrawing: () => {
          throw error;
        },
        style: () => {
          throw error;
        },
      });
      runAfterDrawing(hooked);
      readStyle(hooked, null);
      // A thrown value with no string form is reported too.
      const odd = {
        toString: () => {
          throw new Error('no string');
        },
      };
      runAfterDrawing(
        drawable('CIRCLE', {
          afterDrawing: () => {
            throw odd;
          },
        }),
      );
      expect(heard.map((warning) => warning.error)).to.deep.equal([error, error, odd]);
      expect(printed.map((args) => args[1])).to.deep.equal([error, error, odd]);
      expect(printed[0]![1]).to.equal(error);
      expect(error.stack).to.be.a('string').and.not.equal('');
      expect(heard[2]!.message).to.contain('no string form');
    } finally {
      stop();
      console.warn = original;
    }
  });
});
