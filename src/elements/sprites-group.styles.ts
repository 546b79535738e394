import { boxHostStyles } from './box-host.styles.js';
import { shapeStyles } from '../render/dom/shapes.js';
import { domBackendStyles } from '../render/dom/styles.js';

export const spritesGroupStyles = [boxHostStyles, domBackendStyles, shapeStyles];
