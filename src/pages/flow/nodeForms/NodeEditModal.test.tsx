// @vitest-environment happy-dom
// The node edit modal's help link (editor.md §2 "Node edit modals": each has a help link): for every kind with a
// form, a link to that kind's section of the documentation (anchor #node-<kind>, underscores as hyphens, on the
// page the app's config names), in a new tab, shown read-only too.
import { afterEach, describe, expect, it } from 'vitest';
import { NODE_TYPES, type NodeType } from '../../../../engine/model/flowTypes';
import { testNode } from '../../../../engine/testing/testNode';
import { renderInDom, unmountAll } from '../../../../tests/harness/renderInDom';
import { testAppConfig } from '../../../../tests/harness/testAppConfig';
import { TestEditor } from '../../../../tests/harness/TestEditor';
import { ConfigContext } from '../../../config/ConfigContext';
import { NodeEditModal } from './NodeEditModal';
import { docsHref, HELP } from '../../../help/docsLinks';

const config = testAppConfig();
const FORM_KINDS = NODE_TYPES.filter((type) => type !== 'view' && type !== 'entrypoint');

async function openModal(type: NodeType, canEdit: boolean) {
  const nodes = type === 'entrypoint' ? [testNode(1, 'entrypoint')] : [testNode(1, 'entrypoint'), testNode(2, type, 400, 0)];
  const { editor } = new TestEditor({ nodes, connections: [] });
  const node = editor.model.getNode(nodes.length)!;
  return renderInDom(
    <ConfigContext.Provider value={config}>
      <NodeEditModal editor={editor} node={structuredClone(node)} canEdit={canEdit} onClose={() => undefined} />
    </ConfigContext.Provider>,
  );
}

describe('NodeEditModal help link', () => {
  afterEach(unmountAll);

  it.each(['entrypoint', ...FORM_KINDS] as NodeType[])('the %s form links to its section of the docs', async (type) => {
    const view = await openModal(type, true);
    const help = view.byTestId<HTMLAnchorElement>('node-modal-help')!;
    const href = help.getAttribute('href')!;
    expect(href).toBe(docsHref(config.docsUrl, HELP.node(type)));
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe(`${config.docsUrl}/nodes`);
    expect(url.hash).toBe(`#node-${type.replaceAll('_', '-')}`);
    expect(help.target).toBe('_blank');
    expect(help.rel.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  });

  it('is there read-only too', async () => {
    const view = await openModal('http_request', false);
    expect(view.byTestId('node-modal-eye')).not.toBeNull();
    expect(view.byTestId<HTMLAnchorElement>('node-modal-help')!.getAttribute('href')).toBe(docsHref(config.docsUrl, HELP.node('http_request')));
  });
});
