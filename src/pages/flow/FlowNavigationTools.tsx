// Finding your way (toolbar group): find, go to the entrypoint, zoom to the selection, the minimap and results
// overlay toggles, and the help popover listing the editor's keys.
import type { FlowEditor } from '../../../engine/index';
import { ToolbarButton } from '../../editor/ToolbarButton';
import { HelpIcon, MinimapIcon, SearchIcon, StartIcon, ZoomSelectionIcon } from '../../editor/toolbarIcons';
import { Popover } from '../../ui/Popover';
import { FLOW_KEYS } from './flowKeys';
import { ResultsOverlayButton } from './results/ResultsOverlayButton';

export function FlowNavigationTools({
  editor,
  selectionCount,
  minimap,
  onMinimapChange,
}: {
  editor: FlowEditor;
  selectionCount: number;
  minimap: boolean;
  onMinimapChange(on: boolean): void;
}) {
  return (
    <div className="flow-toolbar__group">
      <ToolbarButton label="Find (Ctrl/Cmd+F)" onClick={() => editor.find.open()} testId="find-open">
        <SearchIcon />
      </ToolbarButton>
      <ToolbarButton label="Go to the entrypoint" onClick={() => editor.navigation.goToEntrypoint()} testId="go-to-entrypoint">
        <StartIcon />
      </ToolbarButton>
      <ToolbarButton label="Zoom to the selection" onClick={() => editor.navigation.zoomToSelection()} disabled={selectionCount === 0} testId="zoom-to-selection">
        <ZoomSelectionIcon />
      </ToolbarButton>
      <ToolbarButton label={minimap ? 'Minimap: on' : 'Minimap: off'} pressed={minimap} onClick={() => onMinimapChange(!minimap)} testId="minimap-toggle">
        <MinimapIcon />
      </ToolbarButton>
      <ResultsOverlayButton editor={editor} />
      <Popover trigger={<HelpIcon />} label="Keyboard shortcuts" role="dialog" testId="flow-help" panelClassName="flow-help">
        {() => (
          <dl className="flow-help__list" data-testid="flow-help-list">
            {FLOW_KEYS.map(({ keys, does }) => (
              <div key={keys} className="flow-help__row">
                <dt>
                  <kbd>{keys}</kbd>
                </dt>
                <dd>{does}</dd>
              </div>
            ))}
          </dl>
        )}
      </Popover>
    </div>
  );
}
