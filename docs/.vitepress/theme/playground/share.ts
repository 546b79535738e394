// The playground's state in the URL hash (`#markup=…`, UTF-8 in base64url), so
// a link to a page reproduces what its author saw.

export function encodeState(markup: string): string {
  const bytes = new TextEncoder().encode(markup);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return '#markup=' + btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The markup a hash holds, or null when it holds none (or not a valid one). */
export function decodeState(hash: string): string | null {
  const encoded = /(?:^#|&)markup=([A-Za-z0-9_-]*)/.exec(hash)?.[1];
  if (encoded === undefined) return null;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}
