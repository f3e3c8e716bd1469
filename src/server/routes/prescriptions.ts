import { Hono } from 'hono';
import type { AppEnv } from '../http';
import { prescriptionFiles } from './prescriptions/files';
import { prescriptionRecords } from './prescriptions/records';
import { prescriptionZip } from './prescriptions/zip';

// The member's EDI records (실적입력), contract members only: list, detail, product lines, delete, upload and change
// with files, a zip of many. Every record is scoped to its owner; someone else's answers 404.

export const prescriptionsRouter = new Hono<AppEnv>();

prescriptionsRouter.route('/', prescriptionFiles);
prescriptionsRouter.route('/', prescriptionRecords);
prescriptionsRouter.route('/', prescriptionZip);
