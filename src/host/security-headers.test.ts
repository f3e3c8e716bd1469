import { describe, expect, it } from 'vitest';
import { cspDirectives, isHttps, scriptHash, securityHeaders, styleSources } from './security-headers';
import { colorModeScript, inlineScripts } from '../lib/inline-scripts';

describe('securityHeaders', () => {
  it('always forbids framing and sniffing and limits referrers and features', () => {
    const headers = securityHeaders(false);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    for (const feature of ['camera', 'microphone', 'geolocation']) expect(headers['permissions-policy']).toContain(`${feature}=()`);
  });

  it('sends Strict-Transport-Security only over https', () => {
    expect(securityHeaders(false)).not.toHaveProperty('strict-transport-security');
    expect(securityHeaders(true)['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  });
});

describe('isHttps', () => {
  it('believes a TLS socket', () => expect(isHttps(true, undefined, false)).toBe(true));
  it('ignores X-Forwarded-Proto without TRUST_PROXY', () => expect(isHttps(false, 'https', false)).toBe(false));
  it('trusts the first X-Forwarded-Proto entry behind a trusted proxy', () => {
    expect(isHttps(false, 'https', true)).toBe(true);
    expect(isHttps(false, 'HTTPS, http', true)).toBe(true);
    expect(isHttps(false, 'http', true)).toBe(false);
    expect(isHttps(false, undefined, true)).toBe(false);
  });
});

describe('Content-Security-Policy parts', () => {
  it('keeps everything but styles tight', () => {
    expect(cspDirectives).toEqual(
      expect.arrayContaining(["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]),
    );
    expect(cspDirectives.join(';')).not.toContain('unsafe');
    expect(styleSources).toContain("'unsafe-inline'");
  });

  it('hashes inline scripts as browsers do (base64 SHA-256 of the exact text)', () => {
    expect(scriptHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    expect(inlineScripts).toContain(colorModeScript);
    expect(colorModeScript).toContain('"colorMode"');
  });
});
