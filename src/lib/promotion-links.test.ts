import { describe, expect, it } from 'vitest';
import { PROMOTION_HOSTS, promotionTarget, promotionUrlWithToken } from './promotion-links';

describe('promotion links', () => {
  it('knows the two medipanda hosts', () => {
    expect(PROMOTION_HOSTS).toEqual(['medipanda.co.kr', 'dev.medipanda.co.kr']);
  });

  it.each([
    'https://medipanda.co.kr/event1.html',
    'https://medipanda.co.kr/event20261128.html?from=app',
    'http://dev.medipanda.co.kr/event3.html',
    'https://MEDIPANDA.co.kr/promotion.html',
    'https://medipanda.co.kr/promotion-wine.html#top',
    'https://dev.medipanda.co.kr/special/winter/2026.html',
  ])('%s is a promotion page', (href) => expect(promotionTarget(href)).not.toBeNull());

  it.each([
    'https://www.medipanda.co.kr/event1.html',
    'https://medipanda.co.kr.evil.example/event1.html',
    'https://evil.example/event1.html?medipanda.co.kr',
    'https://medipanda.co.kr:8443/event1.html',
    'https://user@medipanda.co.kr/event1.html',
    'https://medipanda.co.kr/eventx.html',
    'https://medipanda.co.kr/event1.htm',
    'https://medipanda.co.kr/events/1',
    'https://medipanda.co.kr/a/promotion.html',
    'https://medipanda.co.kr/special/',
    'javascript:alert(1)//medipanda.co.kr/event1.html',
    '/event1.html',
    'not a url',
  ])('%s is not', (href) => expect(promotionTarget(href)).toBeNull());

  it('adds the token as data over https, keeping other parameters and replacing a data of the link', () => {
    const target = promotionTarget('http://medipanda.co.kr/event1.html?from=app&data=old#consent')!;
    expect(promotionUrlWithToken(target, 'tok_en-1')).toBe('https://medipanda.co.kr/event1.html?from=app&data=tok_en-1#consent');
  });
});
