// Secrets the server must read back (TOTP secrets), sealed with AES-256-GCM under a key that is
// not in the database: TOTP_KEY from the environment, else DATA_DIR/totp.key, made on first start
// (docs/decisions/031). A copy of app.db alone gives away no secret.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('a SecretBox key is 32 bytes');
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `v1:${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${body.toString('base64url')}`;
  }

  /**
   * A value only the holder of the key can make from `message` (HMAC-SHA256, 256 bits, base64url),
   * for `purpose` alone: a newsletter subscriber's token is mac('newsletter', id and salt), so
   * every mail can carry it while the database keeps only its hash.
   */
  mac(purpose: string, message: string): string {
    return createHmac('sha256', this.key).update(`${purpose}\0${message}`).digest('base64url');
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split(':');
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/** The key: TOTP_KEY (64 hex digits) when given, else the key file of the data folder, made once (mode 0600). */
export function loadSecretKey(dataDir: string, fromEnv: string | undefined): Buffer {
  if (fromEnv) return Buffer.from(fromEnv, 'hex');
  const file = path.join(dataDir, 'totp.key');
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    fs.writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
    throw error;
  }
}
