// The documentation site: `npm run docs` serves it, `npm run docs:build` writes
// it to docs/.vitepress/dist. The library's elements run live in its pages,
// imported from src/ (see theme/index.ts), and four build-time plugins turn
// the repository's own files into pages: the element API tables come from
// dist/custom-elements.json, the benchmark tables from bench/results/latest.json,
// the warning codes from the library's table of them (src/shared/warnings.ts),
// and fenced ```html live blocks become an example beside its markup.
//
// DOCS_BASE sets the path the site is served from (default "/"): a site built
// with DOCS_BASE=/lib-sprites/ works under https://host/lib-sprites/.
import { defineConfig } from 'vitepress';
import { artAssets } from './plugins/art-assets';
import { liveExamples } from './plugins/live-examples';
import { manifestApi } from './plugins/manifest-api';
import { benchResults } from './plugins/bench-results';
import { warningCodes } from './plugins/warning-codes';

const base = normalizeBase(process.env.DOCS_BASE ?? '/');

function normalizeBase(raw: string): string {
  const trimmed = raw.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

export default defineConfig({
  title: 'lib-sprites',
  description: 'Web components and a typed model for 2D sprite animation, plus a fake mouse cursor',
  lang: 'en',
  base,
  cleanUrls: false,
  lastUpdated: false,
  head: [['link', { rel: 'icon', href: `${base}art/cursor.svg` }]],
  vue: {
    template: { compilerOptions: { isCustomElement: (tag: string) => tag.startsWith('lib-') } },
  },
  markdown: {
    // Shiki's high-contrast themes: every token meets WCAG AA on the code background.
    theme: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
    config(md) {
      md.use(liveExamples);
      md.use(manifestApi);
      md.use(benchResults);
      md.use(warningCodes);
    },
  },
  vite: {
    plugins: [artAssets()],
    server: { host: '127.0.0.1', port: 5174, fs: { allow: ['..'] } },
    build: { chunkSizeWarningLimit: 2000 },
  },
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/getting-started' },
      { text: 'Elements', link: '/sprites-group' },
      { text: 'Model', link: '/model' },
      { text: 'API', link: '/api' },
      { text: 'Playground', link: '/playground' },
    ],
    sidebar: [
      {
        text: 'Guide',
        items: [
          { text: 'Getting started', link: '/getting-started' },
          { text: 'Gallery: sources and options', link: '/gallery' },
          { text: 'Atlases and playback', link: '/atlases-playback' },
          { text: 'Coming from CrossBrowdy', link: '/crossbrowdy' },
          { text: 'Playground', link: '/playground' },
        ],
      },
      {
        text: 'Elements',
        items: [
          { text: '&lt;lib-sprites-group&gt;', link: '/sprites-group' },
          { text: '&lt;lib-sprite&gt;', link: '/sprite' },
          { text: '&lt;lib-sub-sprite&gt;', link: '/sub-sprite' },
          { text: '&lt;lib-sprites-scene&gt;', link: '/scene' },
          { text: '&lt;lib-fake-cursor&gt;', link: '/fake-cursor' },
        ],
      },
      {
        text: 'Reference',
        items: [
          { text: 'The model (LIB_GraphicSprites)', link: '/model' },
          { text: 'API of every element', link: '/api' },
          { text: 'Warnings', link: '/warnings' },
          { text: 'How it is built', link: '/architecture' },
          { text: 'Benchmarks', link: '/benchmarks' },
        ],
      },
    ],
    outline: { level: [2, 3] },
    search: {
      provider: 'local',
      options: { translations: { button: { buttonText: 'Search', buttonAriaLabel: 'Search' } } },
    },
  },
});
