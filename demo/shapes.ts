// The shapes panel's controls: each writes a data-* attribute of one
// <lib-sub-sprite>, which the group redraws at once.
import '../src/index.js';

const byId = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

function bind(inputId: string, targetId: string, attribute: string, show?: string): void {
  const input = byId<HTMLInputElement | HTMLSelectElement>(inputId);
  input.addEventListener('input', () => {
    byId(targetId).setAttribute(attribute, input.value);
    if (show) byId<HTMLOutputElement>(show).value = input.value;
  });
}

bind('sun-radius', 'sun', 'data-radius', 'sun-radius-value');
bind('sun-colour', 'sun', 'data-style');
byId('flag').setAttribute('data-rotation-use-degrees', '');
bind('flag-angle', 'flag', 'data-rotation', 'flag-angle-value');
