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
  /** FCP of the app this portal replaces, full slow-phone profile, measured once before this project (it cannot be re-measured here). */
  oldAppFcp?: number;
}

const content: [string, number?][] = [
  ['/terms', 3920],
  ['/privacy'],
  ['/customer-service/notice'],
  ['/customer-service/notice/{id}', 3724],
  ['/customer-service/faq'],
  ['/events'],
  ['unknown path (404)'],
];
const app: [string, number?][] = [
  ['/login', 3920],
  ['/ (signed out)'],
  ['/ (signed in)'],
  ['/products', 4068],
  ['/customer-service/inquiry/new'],
];

function page(group: PaintGroup, [route, oldAppFcp]: [string, number?]): PaintPage {
  const found = routes.find((c) => c.route === route);
  if (!found) throw new Error(`tests/perf/routes.ts has no route ${route}`);
  return { label: route, group, case: found, oldAppFcp };
}

export const paintPages: PaintPage[] = [...content.map((r) => page('content', r)), ...app.map((r) => page('app', r))];
