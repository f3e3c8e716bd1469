import { staffApi } from '../../../api/staff';
import { http } from '../../../lib/browser-api';

// 운영자 관리's own calls: the list, an account's page and its changes, new accounts and their links.
export const staffCalls = staffApi(http);
