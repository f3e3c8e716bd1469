// `npm run lighthouse`: Lighthouse (npm) in Debian's Chromium against the production build, mobile default profile
// and desktop preset, on the login page, terms, home, and signed in a notice page, the product page, EDI entry, dealers,
// the settlements by dealer (last month: the first month with settlements) and a community board. Prints a table.
// LH_RUNS=3 takes the median of 3 runs per row (default 1). LH_URL=http://127.0.0.1:PORT uses a running server.
// LH_ONLY=/prescriptions measures only the pages whose path starts with it.
import {
  formatRow,
  header,
  launchChrome,
  median,
  runLighthouse,
  sessionCookie,
  type Preset,
  type Scores,
} from '../../tests/perf/lighthouse.ts';
import { startServer } from './perf-server.ts';
import { addMonths, seoulMonth } from '../../src/lib/months.ts';

const pages: { label: string; path: string; user?: string }[] = [
  { label: '/login', path: '/login' },
  { label: '/terms', path: '/terms' },
  { label: '/ (signed out)', path: '/' },
  { label: '/customer-service/notice (signed in)', path: '/customer-service/notice', user: 'demo_partner' },
  { label: '/products (signed in)', path: '/products', user: 'demo_partner' },
  { label: '/prescriptions (signed in)', path: '/prescriptions', user: 'demo_partner' },
  { label: '/dealers (signed in)', path: '/dealers', user: 'demo_partner' },
  {
    label: '/settlement-list (signed in)',
    path: `/settlement-list?settlementMonth=${addMonths(seoulMonth(), -1)}`,
    user: 'demo_partner',
  },
  { label: '/community/mr_cso_matching (signed in)', path: '/community/mr_cso_matching', user: 'demo_partner' },
  { label: '/mypage/info (signed in, re-checked)', path: '/mypage/info', user: 'demo_partner' },
].filter((p) => !process.env.LH_ONLY || p.path.startsWith(process.env.LH_ONLY));
const runs = Number(process.env.LH_RUNS ?? 1);

const server = process.env.LH_URL ? null : await startServer({ port: Number(process.env.LH_PORT ?? 4432), dataDir: '.data-perf-lh' });
const baseURL = process.env.LH_URL ?? server!.url;
const chrome = await launchChrome();
try {
  const cookie = await sessionCookie(baseURL, 'demo_partner');
  for (const preset of ['mobile', 'desktop'] as Preset[]) {
    console.log(
      `\nLighthouse ${preset === 'mobile' ? 'mobile (default profile)' : 'desktop preset'}, ${runs === 1 ? 'one run' : `median of ${runs}`} per page`,
    );
    console.log(header);
    for (const page of pages) {
      const results: Scores[] = [];
      for (let i = 0; i < runs; i++)
        results.push(await runLighthouse(chrome.port, baseURL + page.path, preset, page.user ? cookie : undefined));
      console.log(formatRow(page.label, median(results)));
    }
  }
} finally {
  chrome.kill();
  await server?.stop();
}
