/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The signed-in member, or null (resolved once per request by src/middleware.ts). */
    session: import('./api/types').MemberDetails | null;
    /** The typed API client bound to this request's cookies. */
    api: import('./api').Api;
  }
}
