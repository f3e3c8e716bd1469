// The signed-in member's unread notifications, asked once per request: the header's bell and the notification list
// both show it, and the page's frontmatter runs before the header, so the header reuses the page's answer. A failure
// is null (the bell then shows no figure; the list says it could not load).

/** The unread count of this request's member, or null on a failure; one call to the API per request. */
export function unreadCountOf(locals: App.Locals): Promise<number | null> {
  locals.unreadCount ??= locals.api.notifications.unreadCount().then(
    (r) => r.count,
    () => null,
  );
  return locals.unreadCount;
}
