import { LIST_EXPORT_MAX_ROWS, type ListExportFormat } from '@ea/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '@/api/api-request-error.ts';
import { downloadFile } from '@/api/download-file.ts';
import { listExportAddress } from '@/api/list-export.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { useNotifications } from '../notifications/notifications-context.tsx';
import './export-menu.css';

const FORMATS: { format: ListExportFormat; label: string }[] = [
  { format: 'xlsx', label: 'Excel (.xlsx)' },
  { format: 'csv', label: 'CSV (.csv)' },
];

interface ExportMenuProps {
  /** The address of the list page on screen (its SWR key): the export takes its filters and sort. */
  listAddress: string;
  /** The file name used if the server names none. */
  fileName: string;
}

/**
 * "Export" with a choice of .xlsx or .csv: downloads every row matching the list's current
 * filters (up to the server's cap). The button is busy while the file is made and downloaded; a
 * refusal (too many rows, no access) is shown as an error toast.
 */
export function ExportMenu({ listAddress, fileName }: ExportMenuProps) {
  const session = useSessionClient();
  const notifications = useNotifications();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  async function download(format: ListExportFormat) {
    setOpen(false);
    setBusy(true);
    try {
      await downloadFile(session, listExportAddress(listAddress, format), `${fileName}.${format}`);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      notifications.show({ kind: 'error', message: error.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="export-menu" ref={root}>
      <button
        type="button"
        className="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-busy={busy}
        disabled={busy}
        title={`Every row matching the current filters, up to ${LIST_EXPORT_MAX_ROWS.toLocaleString('en-US')}`}
        onClick={() => setOpen((was) => !was)}
      >
        {busy ? 'Exporting…' : 'Export'}
      </button>
      {open && (
        <div className="export-menu__list" role="menu" aria-label="Export format">
          {FORMATS.map(({ format, label }) => (
            <button key={format} type="button" role="menuitem" className="export-menu__item" onClick={() => void download(format)}>
              {label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
