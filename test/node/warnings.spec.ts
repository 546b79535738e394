// The warnings channel seen from the sources: every code given to it is in
// its table (the table is what the docs list), and nothing else writes
// warnings on the console.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WARNING_CODES } from '../../src/shared/warning-codes';

const src = fileURLToPath(new URL('../../src', import.meta.url));

/** Sources that still write on the console themselves, until they are moved onto the channel. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sources(src).map((path) => ({
  name: relative(src, path).split('\\').join('/'),
  text: readFileSync(path, 'utf8'),
}));

describe('warning codes', () => {
  it('every code the sources give is in the table', () => {
    const used = new Set<string>();
    for (const { text } of files) {
      for (const m of text.matchAll(/\b(?:warn|forgetWarning)\(\s*'([^']+)'/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((code) => !(code in WARNING_CODES))).toEqual([]);
  });

  it('no source writes a warning on the console but the channel', () => {
    const writers = files.filter(({ text }) => /console\.warn\s*\(/.test(text)).map(({ name }) => name);
    expect(writers).toEqual(['shared/warnings.ts']);
  });
});
