// The page of tests/e2e/fileAndFontFields.spec.ts (bundled by the spec with esbuild, served on the real studio's
// origin): the view editor's ImageFileField and FontField with the studio's real API client and styles, and the
// runtime's block renderer showing a view whose image block and text font follow the two fields, as the editor
// canvas does. The signed-in user's token and organization come from window.__fields.
import { useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_FONT, type Font } from '../../../engine/model/view/blockStyle';
import type { ViewConfig } from '../../../engine/model/kinds/viewKind';
import { studioFontUrls } from '../../../runtime/view/fontLoader';
import { renderView, type ViewHandle } from '../../../runtime/view/renderView';
import { ApiProvider } from '../../../src/api/ApiContext';
import type { AppConfig } from '../../../src/config/AppConfig';
import { ConfigContext } from '../../../src/config/ConfigContext';
import { uploadUrl } from '../../../src/config/uploads';
import { FontField } from '../../../src/pages/viewEditor/fields/FontField';
import { ImageFileField } from '../../../src/pages/viewEditor/fields/ImageFileField';
import '../../../src/styles/index.css';

declare global {
  interface Window {
    __fields: { token: string; organizationId: string; readOnly: boolean };
  }
}

const { token, organizationId, readOnly } = window.__fields;
const config = { apiBase: '/api', contentBase: '', docsUrl: '/docs' } as AppConfig;

function viewOf(image: string | null, font: Font): ViewConfig {
  return {
    dialog: false,
    size: 'm',
    root: {
      id: 1,
      type: 'container',
      config: { direction: 'column' },
      style: { gap: 12, padding: [16, 16] },
      children: [
        { id: 2, type: 'text', config: { text: 'The quick brown fox jumps over the lazy dog' }, style: { font } },
        { id: 3, type: 'image', config: { image, alt: 'The picked image' }, style: {} },
      ],
    },
  } as ViewConfig;
}

function Fields() {
  const [image, setImage] = useState<string | null>(null);
  const [font, setFont] = useState<Font>(DEFAULT_FONT);
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<ViewHandle | null>(null);
  const view = useMemo(() => viewOf(image, font), [image, font]);
  useEffect(() => {
    handle.current = renderView(host.current!, view, {
      fileUrl: (fileId) => uploadUrl(config, fileId, 'original'),
      fontUrl: studioFontUrls(window.location.origin),
      mode: 'design',
    });
    return () => handle.current?.destroy();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => handle.current?.update(view), [view]);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '360px 1fr', gap: 24, padding: 24 }}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <ImageFileField label="Image" value={image} onChange={setImage} organizationId={organizationId} disabled={readOnly} testId="image" />
        <FontField label="Font" value={font} onChange={setFont} disabled={readOnly} testId="font" />
        <output data-testid="state">{JSON.stringify({ image, font })}</output>
      </div>
      <div ref={host} data-testid="canvas" style={{ border: '1px dashed var(--border-strong)', minHeight: 200 }} />
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <ConfigContext.Provider value={config}>
    <ApiProvider baseUrl={config.apiBase} getAccessToken={() => token}>
      <Fields />
    </ApiProvider>
  </ConfigContext.Provider>,
);
document.body.dataset.ready = 'true';
