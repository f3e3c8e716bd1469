/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The signed-in member, or null (resolved once per request by src/middleware.ts). */
    session: import('./api/types').MemberDetails | null;
    /** The typed API client bound to this request's cookies. */
    api: import('./api').Api;
    /** How far the connection has taken a /v1 answer (set by scripts/serve/start.mjs; absent under `astro dev`). */
    responseSink?: import('./host/paced-body').ResponseSink;
    /** The member's unread notifications, asked once per request (src/components/shell/unread-count.ts). */
    unreadCount?: Promise<number | null>;
  }
}
