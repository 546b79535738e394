// The library, imported from the repository's source (src/index.ts), once per
// page load, on the client only.
type Library = typeof import('../../../src/index');

let loading: Promise<Library> | undefined;

export function loadLibrary(): Promise<Library> {
  loading ??= import('../../../src/index');
  return loading;
}
