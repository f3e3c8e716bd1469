import { fields, requiredLine } from './common';

/** `GET /v1/terms/{version}` and `/v1/terms/privacy/{version}`. */
export const termsVersionSchema = fields({ version: requiredLine('버전(version)', 50) });
