import { safeParse } from 'valibot';
import { noticeUpdateSchema, type NoticeUpdateRequest } from '../../api/schema/compliance';

// The notice dialogs' check: the request schema the server runs (a day in the past or today, a real date), in the
// form's words. Loaded with the dialogs.

const WIRE_NAME = /\((contractDate|sentAt)\)/;

/** Why the change cannot be sent (Korean, without the wire name), or null. */
export function noticeProblem(request: NoticeUpdateRequest): string | null {
  const parsed = safeParse(noticeUpdateSchema, request);
  return parsed.success ? null : parsed.issues[0].message.replace(WIRE_NAME, '');
}
