// The default theme, plus the library itself: its elements are defined in the
// browser only (the server-side render writes the tags as they are), once the
// page has hydrated, so Vue never sees an element that changed under it.
import DefaultTheme from 'vitepress/theme';
import type { Theme } from 'vitepress';
import { h, onMounted } from 'vue';
import LiveScript from './LiveScript.vue';
import NotFound from './NotFound.vue';
import Playground from './Playground.vue';
import { loadLibrary } from './library';
import './style.css';

export default {
  extends: DefaultTheme,
  Layout() {
    return h(DefaultTheme.Layout, null, { 'not-found': () => h(NotFound) });
  },
  enhanceApp({ app }) {
    app.component('LiveScript', LiveScript);
    app.component('Playground', Playground);
  },
  setup() {
    onMounted(() => void loadLibrary());
  },
} satisfies Theme;
