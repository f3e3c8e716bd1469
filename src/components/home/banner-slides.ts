import type { Banner } from '../../api/types';
import { bannerHref } from '../../lib/content';
import type { Slide } from './slide';

// The home's banner carousel: the running banners with a usable link and image, or, when there are none or they could
// not be loaded, one slide of our own, so the place never stays empty (members: the notices; visitors: 제휴문의, which
// needs no login).

export const bannerFallback = {
  member: {
    href: '/customer-service/notice',
    title: '메디판다 새 소식',
    text: '제약사 정책, 신제품, 생산중단 소식을 공지사항에서 가장 먼저 확인하세요.',
  },
  visitor: {
    href: '/partnership',
    title: '메디판다와 함께할 파트너를 찾습니다',
    text: '제약사와 영업 파트너의 제휴 문의를 기다립니다. 제휴문의를 남겨 주세요.',
  },
} as const satisfies Record<string, Slide>;

/** Slides of the banner carousel; `banners` is null when they could not be loaded. */
export function bannerSlides(banners: readonly Banner[] | null, signedIn: boolean): Slide[] {
  const slides = (banners ?? []).flatMap((b): Slide[] => {
    const link = bannerHref(b.linkUrl);
    return link && b.imageUrl ? [{ href: link.href, external: link.external, title: b.title, image: b.imageUrl }] : [];
  });
  return slides.length ? slides : [{ ...(signedIn ? bannerFallback.member : bannerFallback.visitor) }];
}
