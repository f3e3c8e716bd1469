import { authApi } from '../../../api/auth';
import { http } from '../../../lib/browser-api';

// The sign-in's own calls: the password, the enrolment's secret, the code.
export const auth = authApi(http);
