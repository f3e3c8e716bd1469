import { Carousel as ArkCarousel } from '@ark-ui/react/carousel';
import { cx } from 'styled-system/css';
import { carousel } from 'styled-system/recipes';
import { IconButton } from '../IconButton/IconButton';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';

export type CarouselSlide = { id: string | number; imageSrc: string; alt: string; href?: string; target?: '_blank' | '_self' };

export type CarouselProps = {
  slides: CarouselSlide[];
  /** Accessible name of the carousel region, e.g. 메인 배너. */
  'aria-label': string;
  /** Advance every `autoplay` ms (a 정지/재생 button is added, WCAG 2.2.2). */
  autoplay?: number;
  /** CSS aspect ratio of a slide, e.g. `602 / 180`. */
  aspectRatio?: string;
  loop?: boolean;
  className?: string;
};

/** Banner carousel (Ark Carousel): prev/next buttons, dot indicators, swipe, optional autoplay with pause. */
export function Carousel({ slides, autoplay, aspectRatio = '602 / 180', loop = true, className, ...aria }: CarouselProps) {
  const classes = carousel();
  if (slides.length === 0) return null;
  return (
    <ArkCarousel.Root
      className={cx(classes.root, className)}
      slideCount={slides.length}
      loop={loop}
      autoplay={autoplay ? { delay: autoplay } : false}
      aria-label={aria['aria-label']}
      translations={{
        nextTrigger: '다음 배너',
        prevTrigger: '이전 배너',
        indicator: (i) => `${i + 1}번째 배너 보기`,
        item: (i, count) => `${count}개 중 ${i + 1}번째 배너`,
        autoplayStart: '자동 넘김 시작',
        autoplayStop: '자동 넘김 정지',
      }}
    >
      <ArkCarousel.Context>
        {(api) => (
          <ArkCarousel.ItemGroup className={classes.itemGroup}>
            {slides.map((slide, index) => (
              <ArkCarousel.Item key={slide.id} index={index} className={classes.item} style={{ aspectRatio }}>
                {slide.href ? (
                  <a
                    href={slide.href}
                    target={slide.target}
                    rel={slide.target === '_blank' ? 'noopener noreferrer' : undefined}
                    tabIndex={api.isInView(index) ? undefined : -1}
                  >
                    <img src={slide.imageSrc} alt={slide.alt} loading={index === 0 ? 'eager' : 'lazy'} />
                  </a>
                ) : (
                  <img src={slide.imageSrc} alt={slide.alt} loading={index === 0 ? 'eager' : 'lazy'} />
                )}
              </ArkCarousel.Item>
            ))}
          </ArkCarousel.ItemGroup>
        )}
      </ArkCarousel.Context>
      {slides.length > 1 ? (
        <ArkCarousel.Control className={classes.control}>
          <ArkCarousel.PrevTrigger asChild className={classes.prevTrigger}>
            <IconButton aria-label="이전 배너" variant="solid" tone="neutral" size="sm">
              <ChevronLeftIcon />
            </IconButton>
          </ArkCarousel.PrevTrigger>
          <ArkCarousel.IndicatorGroup className={classes.indicatorGroup}>
            {slides.map((slide, index) => (
              <ArkCarousel.Indicator key={slide.id} index={index} className={classes.indicator} />
            ))}
          </ArkCarousel.IndicatorGroup>
          {autoplay ? (
            <ArkCarousel.AutoplayTrigger asChild className={classes.autoplayTrigger}>
              <ArkCarousel.Context>
                {(api) => (
                  <IconButton aria-label={api.isPlaying ? '자동 넘김 정지' : '자동 넘김 시작'} variant="solid" tone="neutral" size="sm">
                    <span aria-hidden="true">{api.isPlaying ? '❚❚' : '▶'}</span>
                  </IconButton>
                )}
              </ArkCarousel.Context>
            </ArkCarousel.AutoplayTrigger>
          ) : null}
          <ArkCarousel.NextTrigger asChild className={classes.nextTrigger}>
            <IconButton aria-label="다음 배너" variant="solid" tone="neutral" size="sm">
              <ChevronRightIcon />
            </IconButton>
          </ArkCarousel.NextTrigger>
        </ArkCarousel.Control>
      ) : null}
    </ArkCarousel.Root>
  );
}
