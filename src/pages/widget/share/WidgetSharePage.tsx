import { useCallback, useEffect } from 'react';
import { useConfig } from '../../../config/ConfigContext';
import { docsHref, HELP } from '../../../help/docsLinks';
import type { RouteParams } from '../../../routes';
import { PageHeader } from '../../../ui/PageHeader';
import { Panel } from '../../../ui/Panel';
import { useGuardedWidget } from '../useGuardedWidget';
import { PasteLinkField } from './PasteLinkField';
import { ShareOptionsForm } from './ShareOptionsForm';
import { SharePreview } from './SharePreview';
import { ShareQrCode } from './ShareQrCode';
import { ShareTabs } from './ShareTabs';
import { parseShareLink, shareUrl, snippetFor } from './shareSnippets';
import type { ShareTab } from './shareOptions';
import { SnippetBlock } from './SnippetBlock';
import { useHashTab } from './useHashTab';
import { useShareOptions } from './useShareOptions';

const SNIPPET_LABELS: Record<ShareTab, string> = {
  embed: 'Put this tag where the widget should show (in <head>, it shows at the end of the page).',
  react: 'A component module; render <Widget /> where the widget should show.',
  iframe: 'Put this frame where the widget should show.',
  url: 'Share this link: it opens a page holding only the widget.',
};

const isEditable = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** /:organizationId/widgets/:widgetId/share — the four ways to embed the widget (studio.md §2.14). */
export default function WidgetSharePage({ params }: { params: RouteParams }) {
  const { widgetId, widget } = useGuardedWidget(params);
  const config = useConfig();
  const [tab, selectTab] = useHashTab();
  const [options, setOptions] = useShareOptions(widgetId);
  // The share origin is the studio's own: the client is served by the studio (PUBLIC_URL).
  const origin = window.location.origin;

  const applyLink = useCallback(
    (text: string) => {
      const link = parseShareLink(text, origin);
      if (!link) return false;
      setOptions({ debug: link.debug, dataAttributes: link.dataAttributes });
      return true;
    },
    [origin, setOptions],
  );

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if (isEditable(event.target)) return;
      if (applyLink(event.clipboardData?.getData('text') ?? '')) event.preventDefault();
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [applyLink]);

  const link = shareUrl(origin, widgetId, options);
  const published = widget ? !!widget.publishedAt && !widget.archived : null;
  return (
    <div className="page share-page" data-testid="share-page">
      <PageHeader
        title={widget?.name}
        actions={
          <a className="button button--ghost button--sm" href={docsHref(config.docsUrl, HELP.publishing)} target="_blank" rel="noreferrer noopener" data-testid="share-help">
            How publishing works
          </a>
        }
      />
      {widget?.archived ? (
        <p className="share-warning" role="alert" data-testid="share-archived-warning">
          This widget is archived: its snippets do not run until it is unarchived and published again.
        </p>
      ) : widget && !widget.publishedAt ? (
        <p className="share-warning" role="status" data-testid="share-unpublished-warning">
          This widget is not published yet: the snippets run once it is.
        </p>
      ) : null}
      <div className="share-layout">
        <Panel title="Embed" testId="share-embed-panel" actions={<ShareTabs tab={tab} onSelect={selectTab} />}>
          <div className="share-body" id="share-tab-panel" role="tabpanel" aria-labelledby={`share-tab-${tab}`} data-tab={tab} data-testid="share-body">
            <SnippetBlock code={snippetFor(tab, origin, widgetId, options)} label={SNIPPET_LABELS[tab]} testId="share-snippet" />
            {tab === 'url' ? (
              <div className="share-url-extras">
                <ShareQrCode url={link} />
                <PasteLinkField onLink={applyLink} />
              </div>
            ) : null}
            <ShareOptionsForm tab={tab} options={options} onChange={setOptions} />
          </div>
        </Panel>
        <Panel title="Preview" testId="share-preview-panel">
          <SharePreview url={link} published={published} />
        </Panel>
      </div>
    </div>
  );
}
