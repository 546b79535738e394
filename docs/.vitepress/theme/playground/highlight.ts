// Syntax colours for the playground's editors, each at least 4.5:1 against
// the editor's background and its active-line tint in both themes (WCAG AA;
// CodeMirror's default palette has lighter ones, and none for a dark page).
// The colours are CSS variables, set per theme beside the editor's other
// colours in Playground.vue.
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { tags } from '@lezer/highlight';

export const readableHighlighting = syntaxHighlighting(
  HighlightStyle.define([
    { tag: [tags.tagName, tags.keyword], color: 'var(--pg-code-tag)' },
    { tag: [tags.attributeName, tags.propertyName], color: 'var(--pg-code-name)' },
    { tag: [tags.string, tags.attributeValue], color: 'var(--pg-code-string)' },
    { tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'var(--pg-code-number)' },
    { tag: [tags.comment], color: 'var(--pg-code-comment)', fontStyle: 'italic' },
    { tag: [tags.angleBracket, tags.punctuation, tags.bracket, tags.separator], color: 'var(--pg-code-punctuation)' },
    { tag: [tags.invalid], color: 'var(--pg-code-invalid)' },
  ]),
);
