// Multipart bodies as the contract wants them: the JSON part is a Blob of type application/json
// under its part name; files are one entry each under a repeated name, their names normalised to Unicode NFC.

export function jsonPart(value: unknown): Blob {
  return new Blob([JSON.stringify(value)], { type: 'application/json' });
}

/** The file name as sent: NFC (macOS gives decomposed Hangul), without path parts. */
export function uploadFileName(name: string): string {
  return name.normalize('NFC').replace(/^.*[\\/]/, '');
}

export function appendFiles(form: FormData, name: string, files: readonly File[] | undefined): void {
  for (const file of files ?? []) form.append(name, file, uploadFileName(file.name));
}
