import { addMonths, seoulMonth } from '../../src/lib/months';
import { routes, type RouteCase } from './routes';

// The pages whose first paint is measured (`npm run bench:paint`) and held to structural budgets
// (tests/perf/paint-budgets.spec.ts), in two groups: content pages (text to read) and app pages (the first screens
// of a visit and the application screens, an island included). Each is a case of tests/perf/routes.ts, so it is opened
// as the same demo account and an {id} route takes a real id from its list page.

export type PaintGroup = 'content' | 'app';

export interface PaintPage {
  label: string;
  group: PaintGroup;
  case: RouteCase;
  /**
   * FCP of the app this portal replaces, full slow-phone profile, as last measured beside this portal (Nov 28 for
   * /terms, /login, /products, /prescriptions and /settlement-list; before this project for the notice): the old app
   * does not build on this machine, so it cannot be re-measured here.
   */
  oldAppFcp?: number;
  /** The page's primary control, tapped as soon as it answers (`npm run bench:paint` times that tap, INP-style). */
  tap?: Tap;
}

export interface Tap {
  /** What a partner taps, in words. */
  what: string;
  /** A CSS selector for it (the first match). */
  selector: string;
  /** The page to open instead of the route's default path, when that one has nothing to tap. */
  path?: string;
}

// The first tap of each island page: the control a partner reaches for first, tapped once the island has hydrated
// (before that, React has not attached its handlers, and the login button is disabled).
const taps: Record<string, Tap> = {
  '/login': { what: '로그인 button (empty form: the errors show)', selector: 'form[aria-label="로그인"] button[type="submit"]' },
  '/prescriptions': { what: 'EDI 검색 button', selector: 'main form:has(input[name="keyword"]) button[type="submit"]' },
  // The current month is still open (no settlements yet): the last month has the demo account's rows.
  '/settlement-list': {
    what: 'first settlement row',
    selector: 'main tbody button[aria-pressed]',
    path: `/settlement-list?settlementMonth=${addMonths(seoulMonth(), -1)}`,
  },
  '/customer-service/inquiry/new': { what: "the form's first field", selector: 'main form select, main form input' },
};

const content: [string, number?][] = [
  ['/terms', 3128],
  ['/privacy'],
  ['/customer-service/notice'],
  ['/customer-service/notice/{id}', 3724],
  ['/customer-service/faq'],
  ['/events'],
  ['unknown path (404)'],
];
const app: [string, number?][] = [
  ['/login', 3556],
  ['/ (signed out)'],
  ['/ (signed in)'],
  ['/products', 3352],
  ['/customer-service/inquiry/new'],
  ['/prescriptions', 2872],
  ['/settlement-list', 3708],
];

function page(group: PaintGroup, [route, oldAppFcp]: [string, number?]): PaintPage {
  const found = routes.find((c) => c.route === route);
  if (!found) throw new Error(`tests/perf/routes.ts has no route ${route}`);
  const tap = taps[route];
  return { label: route, group, case: tap?.path ? { ...found, path: tap.path } : found, oldAppFcp, tap };
}

export const paintPages: PaintPage[] = [...content.map((r) => page('content', r)), ...app.map((r) => page('app', r))];
