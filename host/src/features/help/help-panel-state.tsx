/**
 * The questions panel of spec section 3's client state: open or closed, and the questions it
 * lists. Any host screen opens it through useHelpPanel; a remote (which may not import the host)
 * dispatches the window event `ottilia:open-help`.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { HelpQuestion } from './help-questions';

export const OPEN_HELP_EVENT = 'ottilia:open-help';

export interface HelpPanelState {
  isOpen: boolean;
  /** The questions shown; null = those of the current screen. */
  questions: readonly HelpQuestion[] | null;
  open(questions?: readonly HelpQuestion[]): void;
  close(): void;
}

const HelpPanelContext = createContext<HelpPanelState | null>(null);

export function HelpPanelProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [questions, setQuestions] = useState<readonly HelpQuestion[] | null>(null);
  const open = useCallback((given?: readonly HelpQuestion[]) => {
    setQuestions(given ?? null);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    const onOpen = () => open();
    window.addEventListener(OPEN_HELP_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_HELP_EVENT, onOpen);
  }, [open]);
  const value = useMemo(() => ({ isOpen, questions, open, close }), [isOpen, questions, open, close]);
  return <HelpPanelContext.Provider value={value}>{children}</HelpPanelContext.Provider>;
}

export function useHelpPanel(): HelpPanelState {
  const state = useContext(HelpPanelContext);
  if (!state) throw new Error('useHelpPanel needs a HelpPanelProvider (the portal layout has one)');
  return state;
}
