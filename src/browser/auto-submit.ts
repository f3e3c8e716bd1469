// Forms of a URL-driven list. Those marked data-auto-submit apply a changed <select> at once (sort orders, page
// sizes); their fallback submit button is only for browsers without JavaScript, so it is hidden here. And every list
// form shows the state of its own URL again when the page comes back from history or is reloaded (bfcache, back/
// forward, reload): browsers otherwise restore what was last chosen there, e.g. a sort that was then applied on the
// next page. A page opened afresh already shows its URL's state, and a form the reader has already changed keeps the
// change: the reset comes after the page has loaded, and a choice made before that (a slow phone) is not undone.
// Plain TS.
const forms = document.querySelectorAll<HTMLFormElement>('form[data-auto-submit], form[data-list-search]');
for (const form of document.querySelectorAll<HTMLFormElement>('form[data-auto-submit]')) {
  for (const fallback of form.querySelectorAll<HTMLElement>('[data-auto-submit-fallback]')) fallback.hidden = true;
  form.addEventListener('change', (event) => {
    if (event.target instanceof HTMLSelectElement) form.requestSubmit();
  });
}
const touched = new WeakSet<HTMLFormElement>();
for (const form of forms) form.addEventListener('input', () => touched.add(form));
addEventListener('pageshow', (event) => {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const restored = navigation?.type === 'back_forward' || navigation?.type === 'reload';
  // A page from the bfcache was last changed on the earlier visit: all its forms go back to the URL's state.
  for (const form of forms) if (event.persisted || (restored && !touched.has(form))) form.reset();
});
