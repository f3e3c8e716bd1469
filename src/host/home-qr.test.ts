import { describe, expect, test } from 'vitest';
import { homeQrCodes } from './home-qr';

describe('homeQrCodes', () => {
  const origin = 'https://portal.example.kr';

  test('without settings (the demo): this portal’s home and login page', () => {
    expect(homeQrCodes(origin, {})).toEqual({ landing: 'https://portal.example.kr/', app: 'https://portal.example.kr/login' });
  });

  test('one setting each, per deployment', () => {
    const env = { HOME_LANDING_QR_URL: 'https://www.medipanda.co.kr/', HOME_APP_QR_URL: ' https://apps.example.kr/medipanda?from=qr ' };
    expect(homeQrCodes(origin, env)).toEqual({
      landing: 'https://www.medipanda.co.kr/',
      app: 'https://apps.example.kr/medipanda?from=qr',
    });
  });

  test('a value that is not an absolute http(s) address is ignored', () => {
    for (const bad of ['javascript:alert(1)', '/relative', 'www.medipanda.co.kr', 'ftp://files.example.kr/a', '   ']) {
      expect(homeQrCodes(origin, { HOME_LANDING_QR_URL: bad, HOME_APP_QR_URL: bad })).toEqual(homeQrCodes(origin, {}));
    }
  });
});
