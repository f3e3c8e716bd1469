// How a stored file is named to a browser and on its object in storage (no imports: scripts load it too).

/** `Content-Disposition` with an ASCII fallback and the NFC name as RFC 5987 `filename*`. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const nfc = name.normalize('NFC');
  const fallback = nfc.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
  const encoded = encodeURIComponent(nfc).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
