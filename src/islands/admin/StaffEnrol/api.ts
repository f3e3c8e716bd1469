import { authApi } from '../../../api/auth';
import { staffApi } from '../../../api/staff';
import { http } from '../../../lib/browser-api';

// The enrolment page's own calls: the link's password, then the second factor's enrolment and first code.
export const auth = authApi(http);
export const staff = staffApi(http);
