import type { AstroGlobal } from 'astro';
import { ApiError } from '../api';
import { routeId } from '../lib/content';

/**
 * The item of a detail page's `[id]`, and the page's status: 404 when the id is not an id, the API has no such item
 * or refuses it (404 / 403), or `mine` rejects it (someone else's inquiry); 503 when the API failed (`failed`: the
 * page offers to try again).
 */
export async function loadRouteItem<T>(
  Astro: AstroGlobal,
  get: (id: number) => Promise<T>,
  mine: (item: T) => boolean = () => true,
): Promise<{ item: T | null; failed: boolean }> {
  const id = routeId(Astro.params.id);
  let item: T | null = null;
  let failed = false;
  if (id !== null) {
    try {
      const found = await get(id);
      item = mine(found) ? found : null;
    } catch (err) {
      if (!(err instanceof ApiError && (err.status === 404 || err.status === 403))) failed = true;
    }
  }
  if (failed) Astro.response.status = 503;
  else if (!item) Astro.response.status = 404;
  return { item, failed };
}
