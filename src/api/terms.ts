import type { Http } from './client';

/** Terms of use and privacy policy: each answers one HTML string. */
export const termsApi = (http: Http) => ({
  latestTerms: () => http<string, 'text'>('/v1/terms/latest', { responseType: 'text' }),
  latestPrivacy: () => http<string, 'text'>('/v1/terms/privacy/latest', { responseType: 'text' }),
});
