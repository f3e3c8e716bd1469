import { adminMembersApi } from '../../../api/admin-members';
import { http } from '../../../lib/browser-api';

// 회원관리's own calls: the member search, the member's page and its actions, the four-eyes queue.
export const memberCalls = adminMembersApi(http);
export type MemberCalls = typeof memberCalls;
