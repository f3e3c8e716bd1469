import { constants, createPrivateKey, createPublicKey, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';

// GET /v1/auth/public-key hands out an RSA public key; a client may send the password as base64 RSA-OAEP-SHA256
// ciphertext. The key pair is made once per process on first use, unless AUTH_RSA_PRIVATE_KEY
// (PEM, PKCS#8 or PKCS#1) is set, which several instances behind a load balancer need so that any of them can decrypt.

let keys: { publicKeyPem: string; privateKey: KeyObject } | null = null;

function keyPair() {
  if (keys) return keys;
  const pem = process.env.AUTH_RSA_PRIVATE_KEY?.replace(/\\n/g, '\n');
  if (pem) {
    const privateKey = createPrivateKey(pem);
    keys = { privateKey, publicKeyPem: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString() };
  } else {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    keys = { privateKey: pair.privateKey, publicKeyPem: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString() };
  }
  return keys;
}

/** The PEM ("BEGIN PUBLIC KEY", SPKI) of this server's login key. */
export const publicKeyPem = (): string => keyPair().publicKeyPem;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The password inside an RSA-OAEP-SHA256 ciphertext (base64), or null when the value is not one that decrypts
 * with our key, in which case it is the password as typed.
 */
export function decryptPassword(value: string): string | null {
  if (!keys && !process.env.AUTH_RSA_PRIVATE_KEY) return null; // no key handed out yet, so nothing was encrypted with it
  const { privateKey } = keyPair();
  const bytes = (privateKey.asymmetricKeyDetails?.modulusLength ?? 2048) / 8;
  if (value.length !== Math.ceil(bytes / 3) * 4 || !BASE64.test(value)) return null;
  try {
    const plain = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(value, 'base64'),
    );
    return plain.toString('utf8');
  } catch {
    return null;
  }
}
