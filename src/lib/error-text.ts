// The error screen shows an encoded error text that support can decode (base64 of JSON).
export const ERROR_SCREEN_TEXT = '페이지를 표시하는 중 오류가 발생했습니다. 문제가 계속되면 관리자에게 문의하세요.';

/** The line that lets support find a failure's log entry by the request id. */
export const supportLine = (requestId: string) => `문의 시 오류 번호를 알려 주세요: ${requestId}`;

/** Encodes what support needs (message, reference, time) without server file paths or stack traces. */
export function encodeErrorText(error: unknown, reference?: string): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const json = JSON.stringify({ message, reference, at: new Date().toISOString() });
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function decodeErrorText(text: string): { message: string; reference?: string; at: string } {
  const binary = atob(text);
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
}
