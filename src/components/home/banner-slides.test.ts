import { describe, expect, test } from 'vitest';
import { experimental_AstroContainer } from 'astro/container';
import type { Banner } from '../../api/types';
import Carousel from './Carousel.astro';
import { bannerFallback, bannerSlides } from './banner-slides';

const banner = (over: Partial<Banner>): Banner => ({
  id: 1,
  title: '11월 EDI 입력 챌린지',
  imageUrl: '/v1/files/9',
  linkUrl: '/events',
  position: 'PC_MAIN',
  scope: 'ENTIRE',
  status: 'VISIBLE',
  startAt: '2026-11-01T00:00:00',
  endAt: '2026-11-30T23:59:59',
  displayOrder: 1,
  viewCount: 0,
  clickCount: 0,
  ctr: 0,
  ...over,
});

describe('bannerSlides', () => {
  test('running banners become image slides; an address without a scheme opens as https in a new tab', () => {
    expect(bannerSlides([banner({}), banner({ id: 2, title: '와인 할인', linkUrl: 'www.medipanda.co.kr/partners/wine' })], true)).toEqual([
      { href: '/events', external: false, title: '11월 EDI 입력 챌린지', image: '/v1/files/9' },
      { href: 'https://www.medipanda.co.kr/partners/wine', external: true, title: '와인 할인', image: '/v1/files/9' },
    ]);
  });

  test('no banners, banners that failed to load, or none usable: one fallback slide of our own', () => {
    for (const banners of [[], null, [banner({ imageUrl: '' }), banner({ linkUrl: 'javascript:alert(1)' })]]) {
      expect(bannerSlides(banners, true)).toEqual([bannerFallback.member]);
      expect(bannerSlides(banners, false)).toEqual([bannerFallback.visitor]);
    }
  });

  test('the fallback renders as one text slide with its link, no controls', async () => {
    const container = await experimental_AstroContainer.create();
    const html = await container.renderToString(Carousel, {
      props: { id: 'banner-carousel', label: '배너', slides: bannerSlides(null, false) },
    });
    expect(html).toContain('aria-label="1개 중 1번째: 메디판다와 함께할 파트너를 찾습니다"');
    expect(html).toContain('href="/partnership"');
    expect(html).toContain('제휴문의를 남겨 주세요.');
    expect(html).not.toContain('data-next');
  });
});
