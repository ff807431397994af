/**
 * Passwords of the directory accounts: DEMO_PASSWORD until one is changed through the reset
 * flow; changed ones are kept (scrypt-hashed) in a file so they survive a restart.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEMO_PASSWORD } from '@ottilia/shared-contracts/demo-accounts';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;
const KEY_LENGTH = 32;

export class PasswordStore {
  private constructor(
    private readonly file: string,
    private readonly hashes: Record<string, string>,
  ) {}

  static async open(file: string): Promise<PasswordStore> {
    const hashes = await readFile(file, 'utf8').then((text) => JSON.parse(text) as Record<string, string>, () => ({}));
    return new PasswordStore(file, hashes);
  }

  async verify(sub: string, password: string): Promise<boolean> {
    const stored = this.hashes[sub];
    if (!stored) return safeEqual(Buffer.from(password), Buffer.from(DEMO_PASSWORD));
    const [salt, hash] = stored.split(':').map((part) => Buffer.from(part, 'base64url'));
    if (!salt || !hash) return false;
    return safeEqual(await scrypt(password, salt, KEY_LENGTH), hash);
  }

  async set(sub: string, password: string): Promise<void> {
    const salt = randomBytes(16);
    const hash = await scrypt(password, salt, KEY_LENGTH);
    this.hashes[sub] = `${salt.toString('base64url')}:${hash.toString('base64url')}`;
    await mkdir(path.dirname(this.file), { recursive: true });
    await writeFile(this.file, JSON.stringify(this.hashes, null, 2), { mode: 0o600 });
  }
}

function safeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
