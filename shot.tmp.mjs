import { chromium } from '@playwright/test';
const base = process.argv[2]; const path = process.argv[3]; const out = process.argv[4]; const user = process.argv[5]; const mode = process.argv[6] ?? 'light'; const w = Number(process.argv[7] ?? 1280);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const ctx = await b.newContext({ viewport: { width: w, height: 900 }, colorScheme: mode, locale: 'ko-KR' });
if (user) await ctx.request.post(base + '/v1/auth/login', { data: { userId: user, password: 'demo1234!', device: null } });
const p = await ctx.newPage();
await p.goto(base + path, { waitUntil: 'networkidle' });
await p.screenshot({ path: out, fullPage: process.env.FULL === '1' });
await b.close();
