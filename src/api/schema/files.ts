import { fields, queryEnum } from './common';

/** `GET /v1/files/{id}`: `download=1` asks for an attachment instead of showing it inline. */
export const fileQuerySchema = fields({ download: queryEnum('download', ['0', '1']) });
