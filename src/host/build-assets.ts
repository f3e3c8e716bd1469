import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the build's hashed files live (scripts/serve/start.mjs serves BUILD_DIR, `dist` unless told). */
export const buildAssetDir = (): string => join(process.cwd(), process.env.BUILD_DIR ?? 'dist', 'client', '_astro');

let stylesheets: Promise<ReadonlyMap<string, string> | null> | undefined;

/**
 * The build's stylesheets, CSS by file name in name order, read once per process: a build never changes under a
 * running server, and both readers (the page's font weights, the first-visit inlining) want the same files.
 * null without a build (the dev server links its own).
 */
export function buildStylesheets(): Promise<ReadonlyMap<string, string> | null> {
  stylesheets ??= (async () => {
    const dir = buildAssetDir();
    const names = (await readdir(dir)).filter((name) => name.endsWith('.css')).sort();
    return new Map(await Promise.all(names.map(async (name) => [name, await readFile(join(dir, name), 'utf8')] as const)));
  })().catch(() => null);
  return stylesheets;
}
