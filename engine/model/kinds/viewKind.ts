import { boolean, enums, object } from 'superstruct';
import { buttonBlocks, viewRootSchema, type Block } from './viewBlockSchema';
import { defineNodeKind } from './nodeKind';

export const DIALOG_SIZES = ['s', 'm', 'l', 'xl', 'full'] as const;
export type DialogSize = (typeof DIALOG_SIZES)[number];
export const DIALOG_SIZE_WIDTH: Record<DialogSize, string> = { s: '320px', m: '480px', l: '768px', xl: '1024px', full: '100%' };

export type ViewConfig = {
  root: Block;
  dialog: boolean;
  size: DialogSize;
};

/** A new view: a column container with a heading and one button, so it starts with one output. */
function defaultRoot(): Block {
  return {
    id: 1,
    type: 'container',
    config: { direction: 'column', weights: [12], adaptive: false },
    style: { padding: [16, 16] },
    children: [
      { id: 2, type: 'text', config: { text: 'Hello' }, style: {} },
      { id: 3, type: 'button', config: { label: 'Continue' }, style: {} },
    ],
  };
}

export const viewKind = defineNodeKind<ViewConfig>({
  type: 'view',
  category: 'interaction',
  tags: ['layout', 'screen', 'form', 'popup', 'dialog', 'blocks'],
  badges: ['popular'],
  operation: false,
  userManaged: true,
  defaultConfig: () => ({ root: defaultRoot(), dialog: false, size: 'm' }),
  // One output per button block, plus one for "close" when shown as a dialog (the close output is last).
  ports: (config) => ({ inputs: 1, outputs: buttonBlocks(config.root).length + (config.dialog ? 1 : 0) }),
  configSchema: object({ root: viewRootSchema, dialog: boolean(), size: enums(DIALOG_SIZES) }),
  publishOnlyRules: [],
});
