// The CSO certificate a member uploads on my page is a stored file (`/v1/files/{id}`, readable by its uploader);
// `csoCertUrl` names it with its file name in the query, so a screen shows the name without asking the server.
// Certificates of the old system are `…/{uuid}_{name}` paths: the name is the last segment without the uuid.

const OWN = /^\/v1\/files\/(\d{1,10})(\?|$)/;

export const certificateUrl = (fileId: number, name: string) => `/v1/files/${fileId}?name=${encodeURIComponent(name)}`;

/** The stored file of an uploaded certificate, or null for any other URL. */
export function certificateFileId(url: string | null | undefined): number | null {
  const match = url ? OWN.exec(url) : null;
  return match ? Number(match[1]) : null;
}

/** The file name a certificate URL carries. */
export function certificateName(url: string): string {
  const [path = '', search = ''] = url.split('?');
  const named = new URLSearchParams(search).get('name');
  if (named) return named;
  const last = path.split('/').at(-1) ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // keep it as it is
  }
  return decoded.replace(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}_/i, '') || 'CSO 신고증';
}
