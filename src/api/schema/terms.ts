import * as v from 'valibot';
import { requiredLine } from './common';

/** `GET /v1/terms/{version}` and `/v1/terms/privacy/{version}`. */
export const termsVersionSchema = v.object({ version: requiredLine('버전(version)', 50) });
