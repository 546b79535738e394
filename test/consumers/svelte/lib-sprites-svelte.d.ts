// What the README tells a Svelte user to add once: the elements in Svelte markup.
import type { CustomElements } from 'lib-sprites/svelte';

declare module 'svelte/elements' {
  interface SvelteHTMLElements extends CustomElements {}
}
