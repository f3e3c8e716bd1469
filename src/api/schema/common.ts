import * as v from 'valibot';

// Building blocks of the request schemas, shared by the browser (form checks) and the /v1 server (validator
// middleware). Every refusal carries a Korean message that names the field, e.g. `제목(title)`.

// The limits themselves sit in a module of their own, so that code needing only a number does not load valibot.
import { FETCH_ALL_ROWS, ID_MAX, KEYWORD_MAX, LIST_MAX, PAGE_MAX, PAGE_SIZE_MAX } from './limits';

export * from './limits';

/** Control characters (C0, DEL, C1): refused in every text; multi-line content may hold tabs and line breaks. */
const CONTROL = /\p{Cc}/u;
const CONTROL_EXCEPT_LINES = /[^\P{Cc}\t\n\r]/u;
export const hasControl = /* @__NO_SIDE_EFFECTS__ */ (s: string, multiLine = false) => (multiLine ? CONTROL_EXCEPT_LINES : CONTROL).test(s);

const noControl = /* @__NO_SIDE_EFFECTS__ */ (label: string, multiLine = false) =>
  v.check<string, string>((s) => !hasControl(s, multiLine), `${label}에 쓸 수 없는 문자가 들어 있습니다.`);

type Entries = Record<string, v.GenericSchema | v.GenericSchemaAsync>;

/** The message of a missing field is the field's own (what it says about `undefined`); valibot's would be English. */
const objectMessage =
  (entries: Entries, notObject: string) =>
  (issue: v.ObjectIssue): string => {
    const key = issue.path?.at(-1)?.key;
    if (issue.expected === 'Object' || typeof key !== 'string' || !(key in entries)) return notObject;
    const entry = entries[key] as v.GenericSchema | v.GenericSchemaAsync;
    const own = entry.async ? null : v.safeParse(entry, undefined);
    return own && !own.success && own.issues[0]?.message ? own.issues[0].message : `${key} 값이 필요합니다.`;
  };

const NOT_OBJECT = '요청 형식이 올바르지 않습니다. JSON 객체를 보내 주세요.';

/** An object of fields; unknown keys are dropped. */
export const fields = /* @__NO_SIDE_EFFECTS__ */ <const E extends v.ObjectEntries>(entries: E, notObject = NOT_OBJECT) =>
  v.object(entries, objectMessage(entries, notObject));
export const fieldsAsync = /* @__NO_SIDE_EFFECTS__ */ <const E extends v.ObjectEntriesAsync>(entries: E, notObject = NOT_OBJECT) =>
  v.objectAsync(entries, objectMessage(entries, notObject));

/** One line of text, trimmed. */
export const line = /* @__NO_SIDE_EFFECTS__ */ (label: string, max: number, typeMessage = `${label}은(는) 문자열이어야 합니다.`) =>
  v.pipe(v.string(typeMessage), v.trim(), noControl(label), v.maxLength(max, `${label}은(는) ${max}자 이내로 입력해 주세요.`));

/** One line of text that must not be blank (`emptyMessage` when it is missing or blank). */
export const requiredLine = /* @__NO_SIDE_EFFECTS__ */ (label: string, max: number, emptyMessage = `${label}을(를) 입력해 주세요.`) =>
  v.pipe(
    v.string(emptyMessage),
    v.trim(),
    v.nonEmpty(emptyMessage),
    noControl(label),
    v.maxLength(max, `${label}은(는) ${max}자 이내로 입력해 주세요.`),
  );

/** Multi-line text (tabs and line breaks allowed), not trimmed. */
export const multiLine = /* @__NO_SIDE_EFFECTS__ */ (label: string, max: number) =>
  v.pipe(
    v.string(`${label}은(는) 문자열이어야 합니다.`),
    noControl(label, true),
    v.maxLength(max, `${label}이(가) 너무 깁니다. ${max.toLocaleString('ko-KR')}자 이내로 나누어 작성해 주세요.`),
  );

/** An id: a whole number 1 … 2^31−1. */
export const id = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  v.pipe(
    v.number(`${label}은(는) 숫자여야 합니다.`),
    v.integer(`${label}은(는) 정수여야 합니다.`),
    v.minValue(1, `${label}은(는) 1 이상이어야 합니다.`),
    v.maxValue(ID_MAX, `${label}은(는) ${ID_MAX} 이하여야 합니다.`),
  );

/** A list of ids, at most LIST_MAX, duplicates dropped. */
export const idList = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  v.pipe(
    v.array(id(label), `${label}은(는) 번호 목록이어야 합니다.`),
    v.maxLength(LIST_MAX, `${label}은(는) ${LIST_MAX}개까지 보낼 수 있습니다.`),
    v.transform((ids) => [...new Set(ids)]),
  );

/** A JSON boolean. */
export const bool = /* @__NO_SIDE_EFFECTS__ */ (label: string) => v.boolean(`${label} 값은 true 또는 false여야 합니다.`);

/** One of the values of an enum. */
export const oneOf = /* @__NO_SIDE_EFFECTS__ */ <const T extends readonly string[]>(label: string, values: T) =>
  v.picklist(values, `${label} 값이 올바르지 않습니다.`);

/** `yyyy-MM-dd`, a real calendar day between 1900-01-01 and 2099-12-31. */
/* @__NO_SIDE_EFFECTS__ */
export function isCalendarDay(raw: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || year > 2099) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

export const day = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  v.pipe(
    v.string(`${label}은(는) 문자열이어야 합니다.`),
    v.trim(),
    v.check(isCalendarDay, `${label}은(는) 1900~2099년의 yyyy-MM-dd 형식 날짜여야 합니다.`),
  );

// ── Query parameters ────────────────────────────────────────────────────────────────────────────────────────
// On the wire every value is text (arrays comma-joined, a parameter sent twice arrives as a list); the typed client
// passes numbers, booleans and arrays. The schemas take both, and an empty value means "not set".

const blankToUndefined = /* @__NO_SIDE_EFFECTS__ */ (x: unknown) => (x === '' ? undefined : x);
const optionalQuery = /* @__NO_SIDE_EFFECTS__ */ <S extends v.GenericSchema>(schema: S) =>
  v.optional(v.pipe(v.unknown(), v.transform(blankToUndefined), v.optional(schema))) as unknown as v.OptionalSchema<S, undefined>;

/** Text filter; blank = not set. */
export const queryText = /* @__NO_SIDE_EFFECTS__ */ (label: string, max = KEYWORD_MAX) =>
  v.optional(
    v.pipe(
      line(label, max),
      v.transform((s) => s || undefined),
    ),
  );

/** `true` / `false`. */
export const queryBool = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  optionalQuery(
    v.pipe(
      v.union([v.boolean(), v.picklist(['true', 'false'])], `${label} 값은 true 또는 false여야 합니다.`),
      v.transform((b) => b === true || b === 'true'),
    ),
  );

/** One enum value. */
export const queryEnum = /* @__NO_SIDE_EFFECTS__ */ <const T extends readonly string[]>(label: string, values: T) =>
  optionalQuery(oneOf(label, values));

/** Several enum values, comma-joined or repeated; duplicates dropped, none = not set. */
export const queryEnumList = /* @__NO_SIDE_EFFECTS__ */ <const T extends readonly string[]>(label: string, values: T) =>
  optionalQuery(
    v.pipe(
      v.union([v.string(), v.array(v.string())], `${label} 값이 올바르지 않습니다.`),
      v.transform((x) =>
        (Array.isArray(x) ? x.join(',') : x)
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
      v.maxLength(LIST_MAX, `${label}은(는) ${LIST_MAX}개까지 보낼 수 있습니다.`),
      v.array(oneOf(label, values)),
      v.transform((items) => (items.length ? [...new Set(items)] : undefined)),
    ),
  ) as unknown as v.OptionalSchema<v.GenericSchema<T[number][] | string, T[number][] | undefined>, undefined>;

/** A whole number in [min, max]. */
export const queryInt = /* @__NO_SIDE_EFFECTS__ */ (
  label: string,
  min: number,
  max: number,
  message = `${label}은(는) ${min} 이상 ${max} 이하의 정수여야 합니다.`,
) =>
  optionalQuery(
    v.pipe(
      v.union([v.number(), v.string()], message),
      v.transform((x) => (typeof x === 'number' ? x : /^\d{1,10}$/.test(x.trim()) ? Number(x) : NaN)),
      v.number(message),
      v.integer(message),
      v.minValue(min, message),
      v.maxValue(max, message),
    ),
  ) as unknown as v.OptionalSchema<v.GenericSchema<number | string, number>, undefined>;

/** A day `yyyy-MM-dd`. */
export const queryDay = /* @__NO_SIDE_EFFECTS__ */ (label: string) => optionalQuery(day(label));

/** An ISO date-time (or a date) within 1900–2099; answers the instant. */
export const queryInstant = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  optionalQuery(
    v.pipe(
      v.string(`${label}은(는) 문자열이어야 합니다.`),
      v.trim(),
      v.regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/, `${label} 값은 ISO 날짜·시간이어야 합니다.`),
      v.check((raw) => isCalendarDay(raw.slice(0, 10)), `${label} 값은 1900~2099년의 ISO 날짜·시간이어야 합니다.`),
      v.transform((raw) => new Date(raw.includes('T') ? (/(Z|[+-]\d{2}:?\d{2})$/.test(raw) ? raw : `${raw}Z`) : `${raw}T00:00:00Z`)),
      v.check((d) => !Number.isNaN(d.getTime()), `${label} 값은 ISO 날짜·시간이어야 합니다.`),
    ),
  ) as unknown as v.OptionalSchema<v.GenericSchema<string, Date>, undefined>;

/** `page` (0-based) and `size` (1 … `maxSize`, default 10). */
export const paging = /* @__NO_SIDE_EFFECTS__ */ (maxSize = PAGE_SIZE_MAX) => ({
  page: queryInt('페이지 번호(page)', 0, PAGE_MAX, '페이지 번호(page)는 0 이상의 정수여야 합니다.'),
  size: queryInt('페이지 크기(size)', 1, maxSize),
});

/**
 * `page` and `size` of a list that is small by nature, where the contract's "fetch all" (size up to 2^31−1) is
 * answered: a size above FETCH_ALL_ROWS is clamped to it. The lists that allow it are exactly the schemas using this.
 */
export const fetchAllPaging = /* @__NO_SIDE_EFFECTS__ */ () => ({
  page: paging().page,
  size: v.pipe(
    queryInt('페이지 크기(size)', 1, ID_MAX),
    v.transform((size) => (size === undefined ? undefined : Math.min(size, FETCH_ALL_ROWS))),
  ) as unknown as v.OptionalSchema<v.GenericSchema<number | string, number>, undefined>,
});

/** A path id; anything else names no resource (the router answers 404). */
const idParam = () => v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number), v.number(), v.minValue(1), v.maxValue(ID_MAX));

export const pathId = fields({ id: idParam() });

/** `/:id/…/:childId` of a resource inside another. */
export const pathChildId = fields({ id: idParam(), childId: idParam() });
