import { staffApi } from '../../../api/staff';
import { http } from '../../../lib/browser-api';

// 감사 로그's own call: a page of the trail.
export const auditCalls = staffApi(http);
