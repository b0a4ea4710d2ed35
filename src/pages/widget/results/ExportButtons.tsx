import { useState } from 'react';
import { useAuth } from '../../../auth/AuthContext';
import { useConfig } from '../../../config/ConfigContext';
import { Button } from '../../../ui/Button';
import { downloadExport } from './downloadExport';
import { resultsKeys } from './resultsQuery';

type Format = 'csv' | 'jsonl';

/** CSV and JSON-lines downloads of the records matching the current filters. */
export function ExportButtons({ widgetId, filters }: { widgetId: string; filters: { search: string; partition: string; id: string } }) {
  const { apiBase } = useConfig();
  const { getAccessToken } = useAuth();
  const [busy, setBusy] = useState<Format | null>(null);
  const [failed, setFailed] = useState(false);
  const run = async (format: Format) => {
    setBusy(format);
    setFailed(false);
    try {
      await downloadExport(`${apiBase}${resultsKeys.recordsExport(widgetId, format, filters)}`, getAccessToken(), `records.${format}`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="results-export">
      <Button size="sm" busy={busy === 'csv'} disabled={busy !== null} onClick={() => void run('csv')} data-testid="export-csv">
        Export CSV
      </Button>
      <Button size="sm" busy={busy === 'jsonl'} disabled={busy !== null} onClick={() => void run('jsonl')} data-testid="export-jsonl">
        Export JSON lines
      </Button>
      {failed ? (
        <span className="field__error" role="alert">
          Export failed
        </span>
      ) : null}
    </div>
  );
}
