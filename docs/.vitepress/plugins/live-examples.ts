// ```html live fences: the markup runs in the page (the library's elements are
// defined on the client, theme/index.ts) beside the highlighted source, so a
// reader sees each example drawn next to what drew it. `v-pre` keeps Vue from
// reading the markup as a template: it goes into the page as written.
//
// A ```js live fence after an example runs its code in the page once the
// elements are defined, with `example` bound to that example's box (the
// <LiveScript> component, theme/LiveScript.vue).
import type { MarkdownRenderer as MarkdownIt } from 'vitepress';

const toBase64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

export function liveExamples(md: MarkdownIt): void {
  const fence = md.renderer.rules.fence!;
  md.renderer.rules.fence = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    if (!token) return fence(tokens, idx, options, env, self);
    const [lang = '', ...flags] = token.info.trim().split(/\s+/);
    if (!flags.includes('live')) return fence(tokens, idx, options, env, self);
    token.info = lang;
    const code = fence(tokens, idx, options, env, self);
    if (lang === 'html') {
      // Each other flag (stacked, roomy) is a class of the example box: style.css.
      const variants = flags
        .filter((flag) => flag !== 'live' && /^[a-z-]+$/.test(flag))
        .map((flag) => ` live-example--${flag}`)
        .join('');
      return `<div class="live-example${variants}"><div class="live-result" v-pre>${token.content}</div><div class="live-code">${code}</div></div>\n`;
    }
    return `<div class="live-script">${code}<LiveScript code="${toBase64(token.content)}" /></div>\n`;
  };
}
