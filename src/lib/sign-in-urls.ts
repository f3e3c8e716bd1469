// The sign-in and re-check pages' URLs, each back to the page asked for. Apart from the route table (route-rules.ts)
// so that an island linking to a sign-in (the login form's 운영자 로그인) does not carry the table and the console's menu.

/** The password re-check page that continues to `pathWithQuery` afterwards. */
export const recheckUrl = (pathWithQuery: string) => `/mypage/guard?next=${encodeURIComponent(pathWithQuery)}`;

/** Login URL that returns to `path` (path + query) afterwards. */
export const loginUrl = (pathWithQuery: string) => `/login?redirectTo=${encodeURIComponent(pathWithQuery)}`;

/** The console's sign-in, back to the console page asked for. */
export const staffLoginUrl = (pathWithQuery: string) => `/admin/login?redirectTo=${encodeURIComponent(pathWithQuery)}`;
