/**
 * The identity directory: the accounts that can sign in, persisted in `<state>/identity/directory.json`
 * and seeded with the demo accounts. Passwords are scrypt-hashed; an invited account has none until
 * its invitation is redeemed; an invitation is a one-time token kept only as its SHA-256 hash.
 * Written by the sign-in flows and by the admin interface (src/admin), the boundary at which the
 * hosted tenant is managed through its user-management API.
 */
import { createHash, randomBytes, randomUUID, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@ottilia/shared-contracts/demo-accounts';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;
const KEY_LENGTH = 32;
/** How long an invitation link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface Account {
  sub: string;
  email: string;
  displayName: string;
  /** A disabled account cannot sign in, renew tokens or reset its password. */
  enabled: boolean;
  /** Whether the product knows the account (B2C answers AADB2C99002 for the others). */
  registered: boolean;
  /** `salt:hash` (base64url); null = no password yet (invited). */
  passwordHash: string | null;
  invitation: { tokenHash: string; expiresAt: string } | null;
  createdAt: string;
}

/** What the admin interface shows of an account: never hashes or tokens. */
export type AccountView = Pick<Account, 'sub' | 'email' | 'displayName' | 'enabled' | 'createdAt'> & { hasPassword: boolean };

export const viewOf = (account: Account): AccountView => ({
  sub: account.sub,
  email: account.email,
  displayName: account.displayName,
  enabled: account.enabled,
  createdAt: account.createdAt,
  hasPassword: account.passwordHash !== null,
});

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `${salt.toString('base64url')}:${(await scrypt(password, salt, KEY_LENGTH)).toString('base64url')}`;
}

export class Directory {
  /** File writes happen one after the other, each replacing the file whole. */
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: string,
    private readonly accounts: Account[],
  ) {}

  /** Opens the directory file, or creates it with the demo accounts (taking over passwords.json). */
  static async open(file: string): Promise<Directory> {
    const stored = await readFile(file, 'utf8').then(
      (text) => JSON.parse(text) as Account[],
      () => null,
    );
    if (stored) return new Directory(file, stored);
    const legacy = await readFile(path.join(path.dirname(file), 'passwords.json'), 'utf8').then(
      (text) => JSON.parse(text) as Record<string, string>,
      () => ({}) as Record<string, string>,
    );
    const demoHash = await hashPassword(DEMO_PASSWORD);
    const directory = new Directory(
      file,
      DEMO_ACCOUNTS.map((demo) => ({
        sub: demo.sub,
        email: demo.email,
        displayName: demo.displayName,
        enabled: true,
        registered: demo.role !== null,
        passwordHash: legacy[demo.sub] ?? demoHash,
        invitation: null,
        createdAt: new Date(0).toISOString(),
      })),
    );
    await directory.save();
    return directory;
  }

  bySub(sub: string): Account | undefined {
    return this.accounts.find((account) => account.sub === sub);
  }

  byEmail(email: string): Account | undefined {
    return this.accounts.find((account) => sameEmail(account.email, email));
  }

  /** An account that may sign in now: present and enabled. */
  active(sub: string): Account | undefined {
    const account = this.bySub(sub);
    return account?.enabled ? account : undefined;
  }

  async verifyPassword(account: Account, password: string): Promise<boolean> {
    if (!account.passwordHash) return false;
    const [salt, hash] = account.passwordHash.split(':').map((part) => Buffer.from(part, 'base64url'));
    if (!salt || !hash) return false;
    const given = await scrypt(password, salt, KEY_LENGTH);
    return given.length === hash.length && timingSafeEqual(given, hash);
  }

  /** Sets the password; it also ends any pending invitation (the link has served its purpose). */
  async setPassword(account: Account, password: string): Promise<void> {
    account.passwordHash = await hashPassword(password);
    account.invitation = null;
    await this.save();
  }

  /** The account with this e-mail, created (registered, no password) when there is none. */
  async ensure({ email, displayName }: { email: string; displayName: string }): Promise<{ account: Account; created: boolean }> {
    const existing = this.byEmail(email);
    if (existing) {
      if (!existing.registered) {
        existing.registered = true;
        await this.save();
      }
      return { account: existing, created: false };
    }
    const account: Account = {
      sub: randomUUID(),
      email: email.trim(),
      displayName: displayName.trim(),
      enabled: true,
      registered: true,
      passwordHash: null,
      invitation: null,
      createdAt: new Date().toISOString(),
    };
    this.accounts.push(account);
    await this.save();
    return { account, created: true };
  }

  async update(account: Account, changes: Partial<Pick<Account, 'displayName' | 'enabled'>>): Promise<void> {
    Object.assign(account, changes);
    await this.save();
  }

  async remove(account: Account): Promise<void> {
    this.accounts.splice(this.accounts.indexOf(account), 1);
    await this.save();
  }

  /** A new one-time invitation token for the account (the previous one stops working). */
  async invite(account: Account, now = Date.now()): Promise<{ token: string; expiresAt: string }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now + INVITATION_TTL_MS).toISOString();
    account.invitation = { tokenHash: sha256(token), expiresAt };
    await this.save();
    return { token, expiresAt };
  }

  /** The enabled account a still valid invitation token belongs to. */
  byInvitation(token: string, now = Date.now()): Account | undefined {
    if (!token) return undefined;
    const wanted = Buffer.from(sha256(token));
    return this.accounts.find(
      (account) =>
        account.enabled &&
        account.invitation !== null &&
        Date.parse(account.invitation.expiresAt) > now &&
        timingSafeEqual(Buffer.from(account.invitation.tokenHash), wanted),
    );
  }

  private save(): Promise<void> {
    const snapshot = JSON.stringify(this.accounts, null, 2);
    this.writing = this.writing.then(async () => {
      await mkdir(path.dirname(this.file), { recursive: true });
      const temporary = `${this.file}.${process.pid}.tmp`;
      await writeFile(temporary, snapshot, { mode: 0o600 });
      await rename(temporary, this.file);
    });
    return this.writing;
  }
}
