import { describe, expect, it } from 'vitest';
import { pageFacts, visitorPageUrl } from './visitorPage';

const STUDIO = 'https://studio.example';
const LINK = `${STUDIO}/w/WyJ3LTEiLDAsW11d`;

describe('visitorPageUrl', () => {
  it('a widget on the host page itself (script tag, React): that page', () => {
    expect(visitorPageUrl({ href: 'https://shop.example/pricing?plan=pro', referrer: 'https://search.example/' }, STUDIO)).toBe('https://shop.example/pricing?plan=pro');
  });

  it('the studio page in an iframe: the embedding page the browser reports as the referrer, else the /w/ address', () => {
    expect(visitorPageUrl({ href: LINK, referrer: 'https://shop.example/pricing?plan=pro' }, STUDIO)).toBe('https://shop.example/pricing?plan=pro');
    expect(visitorPageUrl({ href: LINK, referrer: '' }, STUDIO)).toBe(LINK);
  });

  it('the share link opened on its own: the page the visitor came from when the browser says, else the link', () => {
    expect(visitorPageUrl({ href: LINK, referrer: 'https://news.example/issue-7' }, STUDIO)).toBe('https://news.example/issue-7');
    expect(visitorPageUrl({ href: LINK, referrer: '' }, STUDIO)).toBe(LINK);
  });

  it('only http(s) referrers count; another studio page than /w/ is not the widget page', () => {
    expect(visitorPageUrl({ href: LINK, referrer: 'javascript:alert(1)' }, STUDIO)).toBe(LINK);
    expect(visitorPageUrl({ href: `${STUDIO}/org/widgets`, referrer: 'https://shop.example/' }, STUDIO)).toBe(`${STUDIO}/org/widgets`);
  });

  it('reads the facts from a window', () => {
    const view = { location: { href: LINK }, document: { referrer: 'https://shop.example/' } } as unknown as Window;
    expect(pageFacts(view)).toEqual({ href: LINK, referrer: 'https://shop.example/' });
  });
});
