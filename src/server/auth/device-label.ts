// The device of a login as a member recognises it in 로그인 기기 관리: "browser · system", e.g. "Chrome · Windows".
// Only this short label is stored with the session; the User-Agent itself (and the address) is neither stored nor
// answered. The order of the tests matters: Edge, Whale, Samsung Internet and Opera also say "Chrome", Chrome on iOS
// says "Safari", and every Android browser says "Linux".

const browsers: [RegExp, string][] = [
  [/KAKAOTALK/i, '카카오톡'],
  [/NAVER\(inapp/i, '네이버 앱'],
  [/Whale\//, 'Whale'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/iPhone|iPod/, 'iOS'],
  [/iPad/, 'iPadOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const platformNames: Record<string, string> = { android: 'Android', ios: 'iOS' };

const first = (table: [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

/**
 * The label of a login's device: from the User-Agent, or for the apps (which send `device.platform`) "앱 · Android";
 * null when nothing is recognised.
 */
export function deviceLabel(userAgent: string | null | undefined, platform?: string | null): string | null {
  const ua = (userAgent ?? '').slice(0, 512);
  const browser = first(browsers, ua);
  const system = first(systems, ua);
  if (browser && system) return `${browser} · ${system}`;
  const app = platform ? platformNames[platform] : undefined;
  if (app) return `앱 · ${app}`;
  return browser ?? system ?? null;
}
