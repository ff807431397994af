import { Button, Modal } from '@ottilia/shared-ui';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/** The palette's own chunk, fetched on first use: /home's first load does not carry it. */
const CommandPalette = lazy(() =>
  import(/* webpackChunkName: "command-palette" */ './command-palette').catch(() => ({ default: PaletteUnavailable })),
);

function PaletteUnavailable({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('palette.title')} onClose={onClose} actions={<Button onClick={onClose}>{t('palette.close')}</Button>}>
      <p>{t('palette.unavailable')}</p>
    </Modal>
  );
}

/** Ctrl+K (Cmd+K on a Mac) opens the palette from anywhere, also from inside a text field. */
export function useCommandPaletteShortcut(open: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.shiftKey || event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey))
        return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
}

export function CommandPaletteLauncher({ open, onClose }: { open: boolean; onClose(): void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette onClose={onClose} />
    </Suspense>
  );
}
