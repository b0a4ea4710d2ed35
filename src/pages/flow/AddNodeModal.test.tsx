// @vitest-environment happy-dom
// The add-node modal's help link (editor.md §2 "Add-node modal": … a help link and a cancel button): it points at
// the documentation the app's config names, opens in a new tab, and is there whatever the filter shows.
import { afterEach, describe, expect, it } from 'vitest';
import { renderInDom, typeInto, unmountAll } from '../../../tests/harness/renderInDom';
import { testAppConfig } from '../../../tests/harness/testAppConfig';
import { ConfigContext } from '../../config/ConfigContext';
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
