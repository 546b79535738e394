// Syntax colours for the playground's editors, each at least 4.5:1 against
// the editor's background and its active-line tint (WCAG AA; CodeMirror's
// default palette has lighter ones).
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { tags } from '@lezer/highlight';

export const readableHighlighting = syntaxHighlighting(
  HighlightStyle.define([
    { tag: [tags.tagName, tags.keyword], color: '#6f2da8' },
    { tag: [tags.attributeName, tags.propertyName], color: '#7a3e00' },
    { tag: [tags.string, tags.attributeValue], color: '#a31515' },
    { tag: [tags.number, tags.bool, tags.null, tags.atom], color: '#0b5a2a' },
    { tag: [tags.comment], color: '#4d5a66', fontStyle: 'italic' },
    { tag: [tags.angleBracket, tags.punctuation, tags.bracket, tags.separator], color: '#3b3b3b' },
    { tag: [tags.invalid], color: '#b00020' },
  ]),
);
