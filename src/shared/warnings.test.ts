import { expect } from '@open-wc/testing';
import { forgetWarning, onWarning, warn, type LibSpritesWarning } from './warnings.js';
import { WARNING_CODES } from './warning-codes.js';

/** What the channel gives while `run` runs: the listener's warnings and the console's lines. */
function observe(run: () => void): { heard: LibSpritesWarning[]; printed: string[] } {
  const heard: LibSpritesWarning[] = [];
  const printed: string[] = [];
  const stop = onWarning((warning) => heard.push(warning));
  const consoleWarn = console.warn;
  console.warn = (...args: unknown[]) => void printed.push(args.map(String).join(' '));
  try {
    run();
  } finally {
    console.warn = consoleWarn;
    stop();
  }
  return { heard, printed };
}

describe('the warnings channel', () => {
  it('prints one line with the code and the element, and hands listeners the same', () => {
    const el = document.createElement('lib-sprite');
    el.id = 'walk-1';
    const { heard, printed } = observe(() => warn('bad-attribute', el, 'attribute left="x" is not a number'));
    expect(printed).to.deep.equal([
      'lib-sprites [bad-attribute] <lib-sprite id="walk-1">: attribute left="x" is not a number',
    ]);
    expect(heard).to.have.length(1);
    expect(heard[0]).to.deep.include({
      code: 'bad-attribute',
      subject: el,
      message: 'attribute left="x" is not a number',
      text: printed[0],
    });
  });

  it('names a model object by kind and id, an element without id by its tag, and the page by nothing', () => {
    const sprite = { id: 'hero', subSprites: [] };
    const sub = { id: 7, parent: sprite };
    const { printed } = observe(() => {
      warn('bad-drawing-value', sprite, 'a');
      warn('bad-drawing-value', sub, 'b');
      warn('bad-drawing-value', {}, 'c');
      warn('hook-threw', document.createElement('lib-sub-sprite'), 'd');
      warn('canvas-only-blend', null, 'e', 'test-page-subject');
    });
    expect(printed).to.deep.equal([
      'lib-sprites [bad-drawing-value] sprite "hero": a',
      'lib-sprites [bad-drawing-value] sub-sprite "7": b',
      'lib-sprites [bad-drawing-value] (no id): c',
      'lib-sprites [hook-threw] <lib-sub-sprite>: d',
      'lib-sprites [canvas-only-blend]: e',
    ]);
  });

  it('says a thing once per subject and code, whatever the message', () => {
    const a = document.createElement('lib-sprite');
    const b = document.createElement('lib-sprite');
    const { printed } = observe(() => {
      expect(warn('duplicate-id', a, 'first')).to.equal(true);
      expect(warn('duplicate-id', a, 'again, other words')).to.equal(false);
      expect(warn('duplicate-id', b, 'first')).to.equal(true);
      expect(warn('atlas-failed', a, 'another code')).to.equal(true);
    });
    expect(printed).to.have.length(3);
  });

  it('keeps topics apart, and says a topic again for another value or once forgotten', () => {
    const o = { id: 'ball' };
    const { printed } = observe(() => {
      warn('bad-drawing-value', o, 'radius "a"', 'radius', '"a"');
      warn('bad-drawing-value', o, 'width "a"', 'width', '"a"');
      warn('bad-drawing-value', o, 'radius "a" again', 'radius', '"a"');
      warn('bad-drawing-value', o, 'radius "b"', 'radius', '"b"');
      warn('bad-drawing-value', o, 'radius "a" after "b"', 'radius', '"a"');
      forgetWarning('bad-drawing-value', o, 'radius');
      warn('bad-drawing-value', o, 'radius "a" after a good one', 'radius', '"a"');
      // Another code's topic of the same name is not forgotten.
      warn('hook-threw', o, 'radius threw', 'radius');
      forgetWarning('bad-drawing-value', o, 'radius');
      warn('hook-threw', o, 'radius threw again', 'radius');
    });
    expect(printed.map((line) => line.slice(line.indexOf(': ') + 2))).to.deep.equal([
      'radius "a"',
      'width "a"',
      'radius "b"',
      'radius "a" after "b"',
      'radius "a" after a good one',
      'radius threw',
    ]);
  });

  it('stops calling a listener once unsubscribed; each subscription counts apart; a throwing listener stops nothing', () => {
    const calls: string[] = [];
    const listener = (warning: LibSpritesWarning): void => void calls.push(warning.message);
    const stopFirst = onWarning(listener);
    const stopSecond = onWarning(listener);
    const stopThrower = onWarning(() => {
      throw new Error('listener fault');
    });
    const consoleError = console.error;
    const errors: unknown[] = [];
    console.error = (error: unknown) => void errors.push(error);
    try {
      observe(() => warn('bad-option', {}, 'one'));
      stopFirst();
      observe(() => warn('bad-option', {}, 'two'));
      stopSecond();
      stopThrower();
      observe(() => warn('bad-option', {}, 'three'));
    } finally {
      console.error = consoleError;
      stopFirst();
      stopSecond();
      stopThrower();
    }
    expect(calls).to.deep.equal(['one', 'one', 'two']);
    expect(errors.map(String)).to.deep.equal(['Error: listener fault', 'Error: listener fault']);
  });

  it('gives every code a meaning of one line, in kebab case', () => {
    for (const [code, meaning] of Object.entries(WARNING_CODES)) {
      expect(code).to.match(/^[a-z]+(-[a-z]+)*$/);
      expect(meaning, code).to.match(/^[A-Z].*\.$/);
      expect(meaning, code).not.to.contain('\n');
    }
  });
});
