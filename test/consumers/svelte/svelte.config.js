// svelte-check wants a Svelte config; the defaults are what this check needs.
export default {};
