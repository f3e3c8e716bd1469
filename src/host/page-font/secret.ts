import { hkdfSync, randomBytes } from 'node:crypto';

// The key that signs page-font URLs (key.ts), so that only this server names the font files it will make. Every
// instance must hold the same one, since a page rendered by one instance has its fonts served by another:
// - PAGE_FONT_SECRET when set (any long random string, the same on every instance);
// - else one derived from AUTH_RSA_PRIVATE_KEY, which instances behind one load balancer share already;
// - else a random one per process (one instance: a restart renames only the font files of pages rendered after it,
//   and a page still holding an old name falls back to the static font parts).
// A derived key is HKDF-SHA256 of the secret with its own label, so it tells nothing about the secret it came from.

let key: Buffer | undefined;

const derive = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'portal', 'page-font-key', 32));

/** The page-font signing key of this process (the same on every instance given the same secret). */
export function pageFontSecret(): Buffer {
  key ??= keyFrom(process.env);
  return key;
}

/** The signing key the environment gives. */
export function keyFrom(env: NodeJS.ProcessEnv): Buffer {
  const configured = env.PAGE_FONT_SECRET?.trim();
  if (configured) return derive(`PAGE_FONT_SECRET:${configured}`);
  const rsa = env.AUTH_RSA_PRIVATE_KEY?.replace(/\\n/g, '\n').trim();
  if (rsa) return derive(`AUTH_RSA_PRIVATE_KEY:${rsa}`);
  return randomBytes(32);
}
