/**
 * How the library defines its elements: each tag once, whatever defines it first. A page that
 * loads the library twice (the bundle and the module entry, two versions) keeps the first copy's
 * elements; the second copy says so once, naming itself, since its classes, its `instanceof`
 * checks and its `onWarning` listeners see nothing of the page's elements.
 */
import { warn } from './warnings.js';

/** Where this copy of the library was loaded from (its module's URL), for the warning. */
const thisCopy = (): string => {
  try {
    return import.meta.url;
  } catch {
    return 'this copy';
  }
};

/** Defines `tag` as `element` in `registry` unless the tag is taken; taken by another class, warns once. */
export function defineElement(registry: CustomElementRegistry, tag: string, element: CustomElementConstructor): void {
  const defined = registry.get(tag);
  if (defined === undefined) registry.define(tag, element);
  else if (defined !== element)
    // Once per copy (the first tag found taken): every tag this copy defines is taken alike.
    warn(
      'second-copy',
      null,
      `<${tag}> and the library's other elements are defined already, by another copy of lib-sprites loaded first; the copy at ${thisCopy()} is not used. Load the library once: the bundle or the module entry, not both.`,
    );
}
