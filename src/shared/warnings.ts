/**
 * The one way the library warns. Bad input never throws from deep inside: it
 * falls back (a default, an inherited value, nothing drawn) and says so here,
 * with a code from its table (./warning-codes.ts), the element or model object concerned,
 * and what happened. The console gets one line,
 * `lib-sprites [bad-attribute] <lib-sprite id="a">: …`, and listeners
 * (`onWarning`) the same as data, so a page can show warnings without
 * patching the console.
 *
 * A render loop reads a bad value every frame, so each warning is printed
 * once per subject and code (and topic, when the caller names one: an
 * attribute, say). It is printed again only for another value, or after the
 * caller forgot it (the value was good in between). What is remembered is
 * held by the subject (a WeakMap): a subject that goes away takes it along.
 */

import type { WARNING_CODES } from './warning-codes.js';

/** The table's codes: the table itself, prose for the docs, is `lib-sprites/warnings`, outside the core. */
export type WarningCode = keyof typeof WARNING_CODES;

/** One warning as listeners receive it. */
export interface LibSpritesWarning {
  readonly code: WarningCode;
  /** The element or model object concerned; null for the page as a whole. */
  readonly subject: object | null;
  /** What happened, without the prefix. */
  readonly message: string;
  /** The line printed on the console. */
  readonly text: string;
  /** What a page's function threw (`hook-threw`), as thrown: an Error keeps its stack. */
  readonly error?: unknown;
}

export type WarningListener = (warning: LibSpritesWarning) => void;

/** For one subject: `code` (or `code topic`) → the value last reported. */
type Reported = Map<string, string>;

const bySubject = new WeakMap<object, Reported>();
const page: Reported = new Map();
const listeners = new Set<WarningListener>();

const reportedOf = (subject: object | null): Reported | undefined => (subject === null ? page : bySubject.get(subject));

interface ElementLike {
  readonly localName: string;
  getAttribute(name: string): string | null;
}

const isElement = (subject: object): subject is ElementLike =>
  typeof (subject as Partial<ElementLike>).localName === 'string' &&
  typeof (subject as Partial<ElementLike>).getAttribute === 'function';

/** `<lib-sprite id="walk-1">`: how warnings name an element. */
export function describeElement(el: ElementLike): string {
  const id = el.getAttribute('id');
  return id ? `<${el.localName} id=${JSON.stringify(id)}>` : `<${el.localName}>`;
}

/** How a warning names its subject: an element by its markup, a model object by kind and id. */
export function describeSubject(subject: object): string {
  if (isElement(subject)) return describeElement(subject);
  const id = (subject as { id?: unknown }).id;
  const name = typeof id === 'string' || typeof id === 'number' ? `"${String(id)}"` : '(no id)';
  // Model objects: a sprite has sub-sprites, a sub-sprite has a parent sprite.
  const kind = Array.isArray((subject as { subSprites?: unknown }).subSprites)
    ? 'sprite '
    : 'parent' in subject
      ? 'sub-sprite '
      : '';
  return kind + name;
}

/**
 * Warns about `subject` (null: the page) unless the same code, topic and
 * value were the last reported for it. `topic` tells apart warnings of one
 * code (each attribute its own); `value` is what a new warning needs to
 * differ by (the bad value itself). `error`, what a page's function threw,
 * is printed after the line (the console shows an Error's stack) and handed
 * to listeners. Returns whether it was printed.
 */
export function warn(
  code: WarningCode,
  subject: object | null,
  message: string,
  topic = '',
  value = '',
  ...error: [thrown: unknown] | []
): boolean {
  const key = topic === '' ? code : `${code} ${topic}`;
  let reported = reportedOf(subject);
  if (reported?.get(key) === value) return false;
  if (!reported) bySubject.set(subject!, (reported = new Map()));
  reported.set(key, value);
  const text = `lib-sprites [${code}]${subject === null ? '' : ' ' + describeSubject(subject)}: ${message}`;
  console.warn(text, ...error);
  if (listeners.size > 0) {
    const warning: LibSpritesWarning = error.length
      ? { code, subject, message, text, error: error[0] }
      : { code, subject, message, text };
    for (const listener of [...listeners]) {
      try {
        listener(warning);
      } catch (error) {
        // A faulty listener must not stop the others nor the code that warned.
        console.error(error);
      }
    }
  }
  return true;
}

/** Forgets the warning of `code` and `topic` about `subject`, once its value is good again. */
export function forgetWarning(code: WarningCode, subject: object | null, topic = ''): void {
  // Called on every good read of a value: nothing is built for a subject never warned about.
  const reported = reportedOf(subject);
  if (reported !== undefined && reported.size > 0) reported.delete(topic === '' ? code : `${code} ${topic}`);
}

/**
 * Calls `listener` with every warning printed from now on (each once, as on
 * the console). Returns the function that stops it.
 */
export function onWarning(listener: WarningListener): () => void {
  // A wrapper of its own, so the same function added twice is called twice and each unsubscribe removes one.
  const entry: WarningListener = (warning) => listener(warning);
  listeners.add(entry);
  return () => void listeners.delete(entry);
}
