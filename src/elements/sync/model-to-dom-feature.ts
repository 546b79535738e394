/**
 * The model → DOM half of a group's mirror (./model-to-dom.ts) is fetched the
 * first time a script changes a group's structure or fields through its
 * controller (docs/getting-started.md#features): a page that only plays what
 * its markup says never needs it. The scene and atlas features, which build
 * groups through controllers, import it ahead.
 */
import { featureSlot } from '../../render/features.js';
import type { ModelToDom } from './model-to-dom.js';

export const modelToDomFeature = featureSlot<typeof ModelToDom>(() => import('./model-to-dom.js'));
