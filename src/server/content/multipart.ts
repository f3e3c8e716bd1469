import type { Context } from 'hono';
import { ApiHttpError, badRequest } from '../http';

// Multipart requests of the contract: one JSON part (a Blob of type application/json, or a plain
// string) under its part name, plus files under a repeated name.

export interface MultipartBody {
  json: Record<string, unknown>;
  files: File[];
}

const notMultipart = () =>
  new ApiHttpError(415, 'UNSUPPORTED_MEDIA_TYPE', '요청 형식이 올바르지 않습니다. multipart/form-data로 보내 주세요.');

async function readForm(c: Context): Promise<FormData> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) throw notMultipart();
  try {
    return await c.req.raw.formData();
  } catch {
    throw badRequest('요청 본문을 읽을 수 없습니다. multipart 형식을 확인해 주세요.');
  }
}

/** Files of a part name; the empty entry a form sends when no file was chosen is skipped. */
const filesOf = (form: FormData, name: string) =>
  form.getAll(name).filter((v): v is File => typeof v !== 'string' && !(v.size === 0 && v.name === ''));

export async function readMultipart(c: Context, jsonPart: string, filePart: string): Promise<MultipartBody> {
  const form = await readForm(c);
  const part = form.get(jsonPart);
  if (part === null) throw badRequest(`요청에 ${jsonPart} 부분(JSON)이 없습니다.`);
  const text = typeof part === 'string' ? part : await part.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(`${jsonPart} 부분이 올바른 JSON이 아닙니다.`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw badRequest(`${jsonPart} 부분이 올바른 JSON 객체가 아닙니다.`);
  return { json: json as Record<string, unknown>, files: filesOf(form, filePart) };
}

export async function readSingleFile(c: Context, filePart: string): Promise<File> {
  const form = await readForm(c);
  const files = filesOf(form, filePart);
  if (files.length === 0) throw badRequest('올릴 파일을 선택해 주세요.');
  if (files.length > 1) throw badRequest('파일은 한 번에 하나씩 올려 주세요.');
  return files[0] as File;
}
