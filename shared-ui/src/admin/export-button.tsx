import { Button } from '@ottilia/shared-ui';

export interface ExportButtonProps {
  /** 'Export CSV', 'Export Excel'. */
  label: string;
  busy: boolean;
  onExport(): void;
}

/** Downloads what the list's search and filters select (shared-admin's useExport runs it). */
export function ExportButton({ label, busy, onExport }: ExportButtonProps) {
  return (
    <Button variant="secondary" loading={busy} onClick={onExport}>
      {label}
    </Button>
  );
}
