// Home carousels (src/components/home/Carousel.astro): prev/next, counter, autoplay every 5 s that pauses while the
// pointer is over it or focus is inside, a pause button that wins over both, and no autoplay with reduced motion.
const INTERVAL_MS = 5000;
const reduceMotion = matchMedia('(prefers-reduced-motion: reduce)');

for (const root of document.querySelectorAll<HTMLElement>('[data-carousel]')) {
  const track = root.querySelector<HTMLElement>('[data-track]');
  const slides = root.querySelectorAll<HTMLElement>('[data-slide]');
  const counter = root.querySelector<HTMLElement>('[data-counter]');
  const toggle = root.querySelector<HTMLButtonElement>('[data-toggle]');
  if (!track || slides.length < 2) continue;

  let userPaused = reduceMotion.matches;
  let hovered = false;
  let focused = false;
  let timer: number | undefined;

  const current = () => Math.round(track.scrollLeft / Math.max(1, track.clientWidth));
  const go = (index: number) => {
    const next = (index + slides.length) % slides.length;
    track.scrollTo({ left: next * track.clientWidth, behavior: reduceMotion.matches ? 'auto' : 'smooth' });
  };
  const render = () => {
    const i = current();
    if (counter) counter.textContent = `${i + 1} / ${slides.length}`;
    slides.forEach((slide, k) => slide.toggleAttribute('inert', k !== i));
  };
  const schedule = () => {
    window.clearInterval(timer);
    timer = undefined;
    if (!userPaused && !hovered && !focused && !document.hidden) timer = window.setInterval(() => go(current() + 1), INTERVAL_MS);
  };
  const renderToggle = () => {
    if (!toggle) return;
    toggle.setAttribute('aria-pressed', String(userPaused));
    toggle.setAttribute('aria-label', userPaused ? '자동 넘김 시작' : '자동 넘김 멈춤');
    toggle.querySelector('[data-icon-pause]')?.toggleAttribute('hidden', userPaused);
    toggle.querySelector('[data-icon-play]')?.toggleAttribute('hidden', !userPaused);
  };

  root.querySelector('[data-prev]')?.addEventListener('click', () => {
    track.setAttribute('aria-live', 'polite');
    go(current() - 1);
  });
  root.querySelector('[data-next]')?.addEventListener('click', () => {
    track.setAttribute('aria-live', 'polite');
    go(current() + 1);
  });
  toggle?.addEventListener('click', () => {
    userPaused = !userPaused;
    renderToggle();
    schedule();
  });
  root.addEventListener('mouseenter', () => {
    hovered = true;
    schedule();
  });
  root.addEventListener('mouseleave', () => {
    hovered = false;
    schedule();
  });
  root.addEventListener('focusin', () => {
    focused = true;
    schedule();
  });
  root.addEventListener('focusout', (e) => {
    if (!root.contains(e.relatedTarget as Node | null)) {
      focused = false;
      track.setAttribute('aria-live', 'off');
      schedule();
    }
  });
  document.addEventListener('visibilitychange', schedule);
  let settle: number | undefined;
  track.addEventListener('scroll', () => {
    window.clearTimeout(settle);
    settle = window.setTimeout(render, 80);
  });
  render();
  renderToggle();
  schedule();
}
