import { consoleApi } from '../../../api/console';
import { http } from '../../../lib/browser-api';

// 내 보안 설정's own call: ten new recovery codes.
export const consoleCalls = consoleApi(http);
