/**
 * `lib-sprites/atlas`: the atlas readers (`fromAseprite`, `fromTexturePacker`:
 * src/model/atlas/) and a group's `atlas` attribute (./atlas-controller.ts), a
 * feature a group fetches the first time it has an `atlas` (../features.ts), or
 * imported ahead. Nothing here touches the DOM when it runs: a worker may import
 * it for the readers alone.
 */
import { provideAtlas } from '../features.js';
import { AtlasController } from './atlas-controller.js';

export * from '../../model/atlas/index.js';

provideAtlas(AtlasController);
