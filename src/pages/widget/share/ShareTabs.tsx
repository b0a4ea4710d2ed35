import { SHARE_TABS, type ShareTab } from './shareOptions';

const TITLES: Record<ShareTab, string> = { embed: 'Script tag', react: 'React', iframe: 'iframe', url: 'Link' };

/** The four tabs; each is a link to its hash, so the choice is in the URL. */
export function ShareTabs({ tab, onSelect }: { tab: ShareTab; onSelect(tab: ShareTab): void }) {
  return (
    <div className="segmented share-tabs" role="tablist" aria-label="How to embed">
      {SHARE_TABS.map((name) => (
        <a
          key={name}
          id={`share-tab-${name}`}
          href={`#${name}`}
          aria-controls="share-tab-panel"
          role="tab"
          className="segmented__option share-tabs__tab"
          aria-selected={tab === name}
          data-testid={`share-tab-${name}`}
          onClick={(event) => {
            event.preventDefault();
            onSelect(name);
          }}
        >
          {TITLES[name]}
        </a>
      ))}
    </div>
  );
}
