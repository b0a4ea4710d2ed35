// The static page of tests/e2e/blockRenderer.spec.ts (bundled by the spec with esbuild): a view with every block
// type rendered by the runtime's block renderer into a host element of a page with hostile CSS.
import type { Block } from '../../../engine/model/kinds/viewBlockSchema';
import { studioFontUrls } from '../../../runtime/view/fontLoader';
import { renderView } from '../../../runtime/view/renderView';

export const STUDIO = 'https://studio.test';

const font = (family: string, category: string, weight = 400) => ({ family, category, weight, url: `/fonts/${family.toLowerCase()}/${weight}-normal.woff2` });
const text = (id: number, value: string, style: Record<string, unknown> = {}): Block => ({ id, type: 'text', config: { text: value }, style: { font: font('Inter', 'sans-serif'), ...style } });

export const demoRoot: Block = {
  id: 1,
  type: 'container',
  config: { direction: 'column' },
  style: { padding: [24, 24], gap: 16, background: { color: '#f8fafc' }, border: { width: 1, color: '#cbd5e1', radius: 12 } },
  children: [
    text(2, 'Hello {{1.name}}', { font: { ...font('Merriweather', 'serif', 700), size: 28 }, color: '#0f172a', background: { color: '#f8fafc' } }),
    {
      id: 3,
      type: 'container',
      config: { direction: 'row', weights: [4, 8], adaptive: true },
      style: { gap: 16, background: { color: '#f8fafc' } },
      children: [
        { id: 4, type: 'image', config: { image: 'cat-1', alt: 'A square of colour' }, style: { border: { radius: 8 }, shadows: [{ offset: [0, 4], blur: 12, color: '#0f172a40' }] } },
        text(5, 'Two columns: 4 and 8 of 12. They stack below 480 px of view width.', { padding: [12, 12], background: { color: '#e0f2fe' }, border: { width: 1, style: 'dashed', color: '#0284c7', radius: 6 } }),
      ],
    },
    {
      id: 6,
      type: 'input',
      config: { name: 'email', label: 'Email', placeholder: 'you@example.com', type: 'email', required: true },
      style: {
        font: font('Inter', 'sans-serif'),
        labelFont: { ...font('Inter', 'sans-serif', 600), size: 13 },
        border: { width: 1, color: '#94a3b8', radius: 6 },
        overrides: [{ when: ['invalid'], styles: [{ property: 'border', value: { color: '#dc2626', width: 2 } }, { property: 'labelColor', value: '#dc2626' }] }],
      },
    },
    { id: 7, type: 'input', config: { name: 'message', label: 'Message', type: 'multiline', placeholder: 'Say something' }, style: { font: font('Inter', 'sans-serif'), border: { width: 1, color: '#94a3b8', radius: 6 } } },
    { id: 8, type: 'checkbox', config: { name: 'agree', label: 'I agree to the terms', defaultValue: false }, style: { font: font('Inter', 'sans-serif'), size: 20, color: '#2563eb', border: { width: 1, color: '#2563eb', radius: 4 }, weight: 'bold' } },
    {
      id: 9,
      type: 'button',
      config: { label: 'Send' },
      style: {
        font: font('Inter', 'sans-serif', 600),
        background: { color: '#2563eb' },
        border: { radius: 8 },
        padding: [10, 20],
        transition: 0,
        overrides: [{ when: ['hovered'], styles: [{ property: 'background', value: { color: '#ff0000' } }] }],
      },
    },
  ],
};

declare global {
  interface Window {
    clicks: { index: number; values: Record<string, unknown> }[];
    closes: number;
  }
}

window.clicks = [];
window.closes = 0;
const params = new URLSearchParams(location.search);
const host = document.getElementById('widget')!;
renderView(
  host,
  { root: demoRoot, dialog: params.has('dialog'), size: (params.get('dialog') as 'm' | null) ?? 'm' },
  {
    onClose: () => (window.closes += 1),
    substitute: (value) => value.replace(/\{\{\s*1\.name\s*\}\}/g, 'Ada'),
    fileUrl: (id) => `${STUDIO}/uploads/${id}/original.webp`,
    fontUrl: studioFontUrls(STUDIO),
    onButton: (index, values) => window.clicks.push({ index, values }),
  },
);
document.body.dataset.ready = 'true';
