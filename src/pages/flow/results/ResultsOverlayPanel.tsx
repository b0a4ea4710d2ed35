// The results overlay's panel over the canvas while the overlay is on: the period (1d … 4w, those the plan's
// statsMaxDays allows, as on the Results page), a legend, and which published version the numbers are from. It
// fetches GET /widgets/{id}/stats/nodes for the period and hands the counts to the engine (editor.results), which
// draws them; the panel itself draws no figure.
import { useEffect, useMemo, useState } from 'react';
import type { Widget } from '../../../../contracts/entities';
import type { WidgetNodeStats } from '../../../../contracts/nodeStats';
import type { StatsPeriod } from '../../../../contracts/results';
import type { FlowEditor } from '../../../../engine/index';
import { useOrganization } from '../../../api/queries';
import { useApiQuery } from '../../../api/useApiQuery';
import { useEditorSnapshot } from '../../../editor/useEditorSnapshot';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { parseStatsPeriod, statsPeriodSelectOptions } from '../../widget/resultsFormat';
import { countsMap, idsOutsideDraft, overlaySource } from './overlaySource';
import { useResultsOverlay } from './useResultsOverlay';

/** While the overlay is on, the counts are fetched again this often (and when the window regains focus). */
const REFRESH_MS = 60_000;

export function nodeStatsKey(widgetId: string, period: StatsPeriod): string {
  return `/widgets/${encodeURIComponent(widgetId)}/stats/nodes?period=${period}`;
}

export function ResultsOverlayPanel({ editor, widget }: { editor: FlowEditor; widget: Widget }) {
  const { enabled } = useResultsOverlay(editor);
  if (!enabled) return null;
  return <OpenPanel editor={editor} widget={widget} />;
}

function OpenPanel({ editor, widget }: { editor: FlowEditor; widget: Widget }) {
  const organization = useOrganization(widget.organizationId);
  const statsMaxDays = organization.data?.plan.statsMaxDays ?? 1;
  const [chosen, setChosen] = useState<StatsPeriod>('1d');
  const period = parseStatsPeriod(chosen, statsMaxDays);
  const { data, error, isLoading, mutate } = useApiQuery<WidgetNodeStats>(organization.data ? nodeStatsKey(widget.id, period) : null, {
    throwOnError: false,
    keepPreviousData: true,
    refreshInterval: REFRESH_MS,
  });
  const { version } = useEditorSnapshot(editor);
  const counts = useMemo(() => (data ? countsMap(data.reached) : null), [data]);
  useEffect(() => {
    if (counts) editor.results.setCounts(counts);
  }, [editor, counts]);
  // Counted ids the flow shown lacks: once per answer and per save (a save can add or remove nodes).
  const outside = useMemo(() => (counts ? idsOutsideDraft(counts, (id) => editor.model.hasNode(id)) : 0), [counts, editor, version]);
  const source = data ? overlaySource(data.versions, version, outside) : null;
  const options = statsPeriodSelectOptions(statsMaxDays);

  return (
    <section className="results-overlay" aria-label="Results overlay" data-testid="results-overlay">
      <header className="results-overlay__header">
        <h2 className="results-overlay__title">Results</h2>
        <button type="button" className="icon-button results-overlay__close" aria-label="Hide the results overlay" onClick={() => editor.results.setEnabled(false)}>
          ×
        </button>
      </header>
      <SelectField<StatsPeriod> label="Period" value={period} options={options} onChange={setChosen} testId="results-overlay-period" disabled={!organization.data} />
      <ul className="results-overlay__legend">
        <li>
          <span className="results-overlay__swatch results-overlay__swatch--reached" aria-hidden="true" />
          Runs that reached the node
        </li>
        <li>
          <span className="results-overlay__swatch results-overlay__swatch--band" aria-hidden="true" />
          Runs along a connection (wider: more)
        </li>
        <li>
          <span className="results-overlay__swatch results-overlay__swatch--dropped" aria-hidden="true" />
          Dropped off: reached the node, went no further
        </li>
      </ul>
      {error ? (
        <p className="form-error" role="alert" data-testid="results-overlay-error">
          Could not load the counts.{' '}
          <Button size="sm" variant="ghost" onClick={() => void mutate()}>
            Try again
          </Button>
        </p>
      ) : source ? (
        <p className={`results-overlay__source${source.differs ? ' results-overlay__source--differs' : ''}`} data-testid="results-overlay-source">
          {source.text}
        </p>
      ) : (
        <p className="results-overlay__source" aria-live="polite">
          {isLoading ? 'Loading the counts…' : ' '}
        </p>
      )}
    </section>
  );
}
