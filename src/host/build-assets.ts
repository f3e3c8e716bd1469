import { join } from 'node:path';

/** Where the build's hashed files live (scripts/serve/start.mjs serves BUILD_DIR, `dist` unless told). */
export const buildAssetDir = (): string => join(process.cwd(), process.env.BUILD_DIR ?? 'dist', 'client', '_astro');
