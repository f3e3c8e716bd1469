// The portal runs in one of two modes, chosen by one switch: DEMO_MODE=1 (what `npm start` sets).
//
// - Demo: the demo accounts and data are seeded, the built-in identity and SMS providers answer (codes go to the
//   /dev/outbox page, readable from this machine or by the signed-in demo editor), and every page says it is a demo.
// - Production (anything else, what `npm run serve` and a process manager starting scripts/serve/start.mjs get):
//   nothing of the demo exists, and the server refuses to start, naming every missing setting, when a provider or a
//   secret it needs is not configured. A deployment therefore cannot become a demo by accident.
//
// No imports: scripts/serve/start.mjs reads this module before anything else is loaded.

type Env = NodeJS.ProcessEnv;

export const isDemoMode = (env: Env = process.env): boolean => env.DEMO_MODE === '1';

interface Requirement {
  variable: string;
  /** What it is, in the operator's words. */
  what: string;
  /** Whether this deployment needs it (the embedded /v1 API needs the providers; a pure front end does not). */
  needed(env: Env): boolean;
}

const servesApi = (env: Env) => !env.API_BASE_URL?.trim();

/** What a production deployment must configure. */
export const productionRequirements: readonly Requirement[] = [
  { variable: 'IDENTITY_PROVIDER_MODULE', what: '본인인증(KMC) 제공자 모듈', needed: servesApi },
  { variable: 'SMS_PROVIDER_MODULE', what: '문자(SMS) 발송 제공자 모듈', needed: servesApi },
  { variable: 'AUTH_RSA_PRIVATE_KEY', what: '로그인 암호화 키(PEM, 모든 인스턴스가 같은 키)', needed: servesApi },
  // Page-font URLs are signed (page-font/secret.ts) with this, or with a key derived from the login key when there is one.
  {
    variable: 'PAGE_FONT_SECRET',
    what: '페이지 글꼴 주소 서명 비밀값(긴 임의 문자열, 모든 인스턴스가 같은 값; AUTH_RSA_PRIVATE_KEY가 있으면 없어도 됩니다)',
    needed: (env) => !env.AUTH_RSA_PRIVATE_KEY?.trim(),
  },
];

/** The settings a production deployment lacks (none in demo mode). */
export function missingSettings(env: Env = process.env): Requirement[] {
  if (isDemoMode(env)) return [];
  return productionRequirements.filter((r) => r.needed(env) && !env[r.variable]?.trim());
}

/** The one message the server stops with when it may not start, or null when it may. */
export function startRefusal(env: Env = process.env): string | null {
  const missing = missingSettings(env);
  if (!missing.length) return null;
  return [
    '운영 모드로 시작할 수 없습니다. 다음 설정이 없습니다:',
    ...missing.map((r) => `  - ${r.variable}: ${r.what}`),
    '체험용 데모로 실행하려면 DEMO_MODE=1 (npm start)을 쓰세요. 데모 계정과 데모 제공자는 운영 모드에 없습니다.',
  ].join('\n');
}
