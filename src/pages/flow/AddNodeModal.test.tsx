// @vitest-environment happy-dom
// The add-node modal (editor.md §2 "Add-node modal": … a help link and a cancel button): the help link points at the
// nodes page of the documentation the app's config names, opens in a new tab, and is there whatever the filter
// shows; each kind shows its one-line description.
import { afterEach, describe, expect, it } from 'vitest';
import { renderInDom, typeInto, unmountAll } from '../../../tests/harness/renderInDom';
import { testAppConfig } from '../../../tests/harness/testAppConfig';
import { ConfigContext } from '../../config/ConfigContext';
import { NODE_KIND_DESCRIPTIONS } from '../../../engine/model/kinds/nodeKindDescriptions';
import { addableNodeKinds } from '../../../engine/model/kinds/nodeKindRegistry';
import { AddNodeModal } from './AddNodeModal';
import { docsHref, HELP } from '../../help/docsLinks';

const config = testAppConfig();

function renderModal() {
  return renderInDom(
    <ConfigContext.Provider value={config}>
      <AddNodeModal open onPick={() => undefined} onClose={() => undefined} />
    </ConfigContext.Provider>,
  );
}

describe('AddNodeModal help link', () => {
  afterEach(unmountAll);

  it('links to the documentation in a new tab', async () => {
    const view = await renderModal();
    const help = view.byTestId<HTMLAnchorElement>('add-node-help')!;
    expect(help.getAttribute('href')).toBe(docsHref(config.docsUrl, HELP.nodes));
    expect(help.target).toBe('_blank');
    expect(help.rel.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    expect(help.textContent).not.toBe('');
  });

  it('stays when the filter matches no node', async () => {
    const view = await renderModal();
    await typeInto(view.byTestId<HTMLInputElement>('add-node-filter'), 'no such node kind');
    expect(view.byTestId('add-node-empty')).not.toBeNull();
    expect(view.byTestId<HTMLAnchorElement>('add-node-help')!.getAttribute('href')).toBe(docsHref(config.docsUrl, HELP.nodes));
  });
});

describe('AddNodeModal kinds', () => {
  afterEach(unmountAll);

  it('shows every addable kind with its one-line description', async () => {
    const view = await renderModal();
    const kinds = addableNodeKinds().flatMap((group) => group.kinds);
    expect(kinds.length).toBe(14);
    for (const kind of kinds) {
      const option = view.byTestId(`add-node-option-${kind.type}`)!;
      expect(option.querySelector(`[data-testid="add-node-description-${kind.type}"]`)!.textContent).toBe(NODE_KIND_DESCRIPTIONS[kind.type]);
    }
  });
});
