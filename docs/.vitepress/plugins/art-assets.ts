// The pages' example art is the demo's own (demo/assets) and the atlas test
// fixtures (test/fixtures), served and emitted under `art/` so that no picture
// is kept twice in the repository. Pages sit at the site's top level, so the
// examples' relative `art/walker.svg` resolves under any base path.
import { readFileSync, readdirSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import type { UserConfig } from 'vitepress';

/** A plugin of the Vite VitePress runs (its own, not the project's). */
type Plugin = Extract<NonNullable<NonNullable<UserConfig['vite']>['plugins']>[number], { name: string }>;

const root = resolve(__dirname, '../../..');
const folders = [join(root, 'demo/assets'), join(root, 'test/fixtures')];
const types: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json' };

/** Every art file by its name (the first folder wins). */
function artFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of folders) {
    for (const name of readdirSync(folder)) {
      if (types[extname(name)] && !files.has(name)) files.set(name, join(folder, name));
    }
  }
  return files;
}

export function artAssets(): Plugin {
  let base = '/';
  return {
    name: 'lib-sprites-docs-art',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const [path = ''] = (req.url ?? '').split('?');
        const prefix = `${base}art/`;
        if (!path.startsWith(prefix)) return next();
        const file = artFiles().get(decodeURIComponent(path.slice(prefix.length)));
        if (!file) return next();
        const type = types[extname(file)];
        if (type) res.setHeader('Content-Type', type);
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      // Also emitted by the server-side render's build, whose output is thrown away.
      for (const [name, file] of artFiles()) {
        this.emitFile({ type: 'asset', fileName: `art/${name}`, source: readFileSync(file) });
      }
    },
  };
}
