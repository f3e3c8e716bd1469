import { badRequest } from './http';

// Query parameters of the contract: arrays comma-joined, booleans as true/false, omitted = no filter.
// Every malformed value is a 400 with a Korean message naming the parameter.

export function readBoolean(q: URLSearchParams, name: string): boolean | undefined {
  const raw = q.get(name);
  if (raw === null || raw === '') return undefined;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw badRequest(`${name} 값은 true 또는 false여야 합니다.`);
}

export function readEnum<T extends string>(q: URLSearchParams, name: string, values: readonly T[]): T | undefined {
  const raw = q.get(name);
  if (raw === null || raw === '') return undefined;
  if (!(values as readonly string[]).includes(raw)) throw badRequest(`${name} 값이 올바르지 않습니다: ${raw.slice(0, 40)}`);
  return raw as T;
}

export function readEnumList<T extends string>(q: URLSearchParams, name: string, values: readonly T[]): T[] | undefined {
  const raw = q.getAll(name).join(',');
  if (raw === '') return undefined;
  const items = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const item of items) {
    if (!(values as readonly string[]).includes(item)) throw badRequest(`${name} 값이 올바르지 않습니다: ${item.slice(0, 40)}`);
  }
  return items.length ? [...new Set(items)] as T[] : undefined;
}

export function readText(q: URLSearchParams, name: string, maxLength = 100): string | undefined {
  const raw = q.get(name)?.trim();
  if (!raw) return undefined;
  if (raw.length > maxLength) throw badRequest(`${name} 값은 ${maxLength}자 이내여야 합니다.`);
  return raw;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date `yyyy-MM-dd` between 1900-01-01 and 2099-12-31. */
export function parseDay(raw: string): { year: number; month: number; day: number } | null {
  const m = DAY.exec(raw);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || year > 2099) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function readDay(q: URLSearchParams, name: string): string | undefined {
  const raw = q.get(name)?.trim();
  if (!raw) return undefined;
  if (!parseDay(raw)) throw badRequest(`${name} 값은 yyyy-MM-dd 형식의 날짜여야 합니다.`);
  return raw;
}

/** An ISO date-time (or a date); answers the instant. */
export function readInstant(q: URLSearchParams, name: string): Date | undefined {
  const raw = q.get(name)?.trim();
  if (!raw) return undefined;
  const iso = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(raw);
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(raw) && raw.includes('T');
  const value = iso ? new Date(raw.includes('T') ? (hasZone ? raw : `${raw}Z`) : `${raw}T00:00:00Z`) : new Date(NaN);
  if (Number.isNaN(value.getTime())) throw badRequest(`${name} 값은 ISO 날짜·시간이어야 합니다.`);
  return value;
}

/** A path id: a positive integer, otherwise the resource does not exist. */
export function pathId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

/** `%` and `_` are literal in a keyword search. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
