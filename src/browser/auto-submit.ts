// Forms of a URL-driven list. Those marked data-auto-submit apply a changed <select> at once (sort orders, page
// sizes); their fallback submit button is only for browsers without JavaScript, so it is hidden here. And every list
// form shows the state of its own URL again when the page comes back from history (back/forward, bfcache): browsers
// otherwise restore what was last chosen there, e.g. a sort that was then applied on the next page. Plain TS.
const forms = document.querySelectorAll<HTMLFormElement>('form[data-auto-submit], form[data-list-search]');
for (const form of document.querySelectorAll<HTMLFormElement>('form[data-auto-submit]')) {
  for (const fallback of form.querySelectorAll<HTMLElement>('[data-auto-submit-fallback]')) fallback.hidden = true;
  form.addEventListener('change', (event) => {
    if (event.target instanceof HTMLSelectElement) form.requestSubmit();
  });
}
addEventListener('pageshow', () => {
  for (const form of forms) form.reset();
});
