import * as v from 'valibot';
import { MULTIPART_TEXT_MAX_BYTES } from './limits';

// Parts of the contract's multipart bodies: one JSON part (a Blob of type application/json, or a plain string) under
// its part name, and files under a repeated name.

/** A JSON part validated by `schema`. */
export const jsonPart = /* @__NO_SIDE_EFFECTS__ */ <S extends v.GenericSchema>(name: string, schema: S) =>
  v.pipeAsync(
    v.union([v.string(), v.blob()], `요청에 ${name} 부분(JSON)이 없습니다.`),
    // A part past the limit is refused by its size, never read into memory.
    v.check((part) => typeof part === 'string' || part.size <= MULTIPART_TEXT_MAX_BYTES, `${name} 부분(JSON)이 너무 큽니다.`),
    v.transformAsync(async (part) => (typeof part === 'string' ? part : await part.text())),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        return JSON.parse(dataset.value) as unknown;
      } catch {
        addIssue({ message: `${name} 부분이 올바른 JSON이 아닙니다.` });
        return NEVER;
      }
    }),
    v.check((x) => typeof x === 'object' && x !== null && !Array.isArray(x), `${name} 부분이 올바른 JSON 객체가 아닙니다.`),
    schema,
  );

/** The files of a part name (none = empty list); the empty entry a form sends when no file was chosen is skipped. */
export const fileParts = /* @__NO_SIDE_EFFECTS__ */ (
  name: string,
  max: number,
  tooMany = `${name}: 파일은 ${max}개까지 올릴 수 있습니다.`,
) =>
  v.optional(
    v.pipe(
      v.union([v.blob(), v.string(), v.array(v.union([v.blob(), v.string()]))], `${name} 부분이 올바르지 않습니다.`),
      v.transform((x) => (Array.isArray(x) ? x : [x]).filter((f): f is File => f instanceof File && !(f.size === 0 && f.name === ''))),
      v.maxLength(max, tooMany),
    ),
    [],
  );
