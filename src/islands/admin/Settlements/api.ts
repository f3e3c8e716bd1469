import { adminSettlementsApi } from '../../../api/admin-settlements';
import { http } from '../../../lib/browser-api';

// 정산관리's own calls: the month's member list, a member-month with its rows and lines, 추가수수료, 정산 확정, statistics.
export const settlementCalls = adminSettlementsApi(http);
