// The toolbar toggle of the results overlay (a funnel: reach and drop-off along the flow).
import type { FlowEditor } from '../../../../engine/index';
import { ToolbarButton } from '../../../editor/ToolbarButton';
import { FunnelIcon } from '../../../editor/toolbarIcons';
import { useResultsOverlay } from './useResultsOverlay';

export function ResultsOverlayButton({ editor }: { editor: FlowEditor }) {
  const { enabled } = useResultsOverlay(editor);
  return (
    <ToolbarButton label={enabled ? 'Results overlay: on' : 'Results overlay: off'} pressed={enabled} onClick={() => editor.results.setEnabled(!enabled)} testId="results-overlay-toggle">
      <FunnelIcon />
    </ToolbarButton>
  );
}
