/** `%` and `_` are literal in a keyword search. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
