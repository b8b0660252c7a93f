// A table sent to another phone: the document itself, compressed with the
// browser's own deflate (CompressionStream) into the link's fragment, which
// never reaches a server; or the system's share sheet where there is one.

const kPrefix = '#doc=';

async function through(data: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const body = new Blob([data as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(body).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(code: string): Uint8Array {
  const text = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

export async function linkOf(documentText: string): Promise<string> {
  const packed = await through(new TextEncoder().encode(documentText), new CompressionStream('deflate-raw'));
  return `${location.origin}${location.pathname}${kPrefix}${toBase64Url(packed)}`;
}

// The document a link carries, or null (no document, or one that cannot be read).
export async function documentOfLink(hash: string): Promise<string | null> {
  if (!hash.startsWith(kPrefix)) return null;
  try {
    const bytes = await through(fromBase64Url(hash.slice(kPrefix.length)), new DecompressionStream('deflate-raw'));
    return new TextDecoder().decode(bytes);
  } catch {
    return null;
  }
}

// The share sheet with the link (and the document as a file, where files
// can be shared); false where the browser has no share sheet or it was closed.
export async function shareSheet(documentText: string, link: string): Promise<boolean> {
  if (!navigator.share) return false;
  const file = new File([documentText], 'table.yaml', { type: 'text/yaml' });
  const data: ShareData = { title: 'A Carcassonne table', url: link };
  if (navigator.canShare?.({ files: [file] })) data.files = [file];
  try {
    await navigator.share(data);
    return true;
  } catch {
    return false;
  }
}
