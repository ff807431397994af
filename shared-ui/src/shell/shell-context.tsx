// The host's contract with the remotes (docs/conventions.md section 3): the host owns the router, the alert
// banner, the dirty flag, the dialogs and the loading of other remotes' modules; a remote page
// reaches them through this context, which lives in shared-ui so host and remotes share one
// instance of it (shared-ui is a module-federation singleton).
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { DialogId } from '../dialogs';
import type { DraftKeeper } from './kept-drafts';

/** A module of another remote, e.g. the cookies tab inside the project detail. */
export interface RemoteSlotProps {
  /** Remote name, e.g. 'remoteCookiesAgegate'. */
  remote: string;
  /** Exposed module, e.g. './CookiesTab'. */
  module: string;
  /** Props handed to the module's component. */
  props?: Record<string, unknown>;
}

export interface ConfirmOptions {
  /** Replaces the catalogue text (e.g. the error dialog's message). */
  message?: string;
  /** A failed request's trace reference, shown as "Reference: 4bf92f35" (shared-auth's errorDialog). */
  reference?: string;
  /** An error with nothing better to say (shared-auth's errorDialog): spec section 8's generic error dialog shows instead. */
  unexpected?: boolean;
}

export interface Shell {
  /** Shows the success banner at the top of the page; the default message without argument. */
  showAlert(message?: string): void;
  /** Marks the current screen as having unsaved changes; the host prompts before leaving it. */
  setDirty(dirty: boolean): void;
  isDirty: boolean;
  /** Lets the host keep the screen's draft across an expired session; use `useKeptDraft`. */
  keepDraft(keeper: DraftKeeper | null): void;
  /** Opens a dialog of the DIALOGS catalogue; true when the user confirms, false otherwise. */
  confirm(dialogId: DialogId, options?: ConfirmOptions): Promise<boolean>;
  /** Renders another remote's module with the host's loading and failure handling. */
  RemoteSlot: ComponentType<RemoteSlotProps>;
}

export const ShellContext = createContext<Shell | null>(null);

export function ShellProvider({ value, children }: { value: Shell; children?: ReactNode }) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell must be used below <ShellProvider> (the host, or a remote harness)');
  return shell;
}
