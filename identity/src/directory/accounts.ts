/** The identity directory: the demo accounts (shared with the API seed), looked up like B2C does. */
import { DEMO_ACCOUNTS, type DemoAccount } from '@ottilia/shared-contracts/demo-accounts';

export function accountBySub(sub: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((account) => account.sub === sub);
}

export function accountByEmail(email: string): DemoAccount | undefined {
  const wanted = email.trim().toLowerCase();
  return DEMO_ACCOUNTS.find((account) => account.email.toLowerCase() === wanted);
}

/** An identity account the product does not know (no role) cannot finish signing in. */
export function hasProductAccount(account: DemoAccount): boolean {
  return account.role !== null;
}
