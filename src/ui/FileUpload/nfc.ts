/** File names are normalised to composed Unicode (NFC) on upload (macOS sends decomposed Hangul, NFD). */
export const nfcName = (name: string) => name.normalize('NFC');

/** The same file under its NFC name (the bytes are untouched). Returns the file itself when already NFC. */
export function toNfcFile(file: File): File {
  const name = nfcName(file.name);
  if (name === file.name) return file;
  return new File([file], name, { type: file.type, lastModified: file.lastModified });
}

/** Human-readable size: 512 B, 12.3 KB, 4.5 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
