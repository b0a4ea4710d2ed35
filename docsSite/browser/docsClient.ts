// The documentation pages' one script (a file: the studio's CSP refuses inline scripts), loaded in <head>:
// 1. applies the studio's colour scheme before the page paints (theme_choice/v1, as the studio stores it;
//    System follows the operating system, and without JavaScript the pages are light, like the studio);
// 2. live search: as you type, the first results appear under the box (the index is fetched once, on the first
//    keystroke); ↓ moves into them, ↑/↓ between them, Escape closes; Enter still opens the full results page.
import { applyTheme, prefersDarkNow, readThemeChoice, resolveTheme } from '../../src/theme/themeChoice';
import { searchDocs, type SearchEntry } from '../searchDocs';
import { searchCountText, searchResultsHtml } from '../searchResultsHtml';

const LIVE_RESULTS_MAX = 8;
const INDEX_FILE = 'search-index.json';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function applyStudioTheme(): void {
  applyTheme(resolveTheme(readThemeChoice(storage()), prefersDarkNow()));
}

applyStudioTheme();
window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener('change', applyStudioTheme);
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === 'theme_choice/v1') applyStudioTheme();
});

let index: Promise<SearchEntry[]> | null = null;

function loadIndex(base: string): Promise<SearchEntry[]> {
  index ??= fetch(new URL(INDEX_FILE, base)).then((response) => {
    if (!response.ok) throw new Error(`search index: ${response.status}`);
    return response.json() as Promise<SearchEntry[]>;
  });
  return index;
}

function setUpSearch(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[type="search"]');
  const live = form.querySelector<HTMLElement>('.docs-search__live');
  const status = form.querySelector<HTMLElement>('.docs-search__status');
  if (!input || !live || !status) return;
  // The form's action is the search page; the index sits beside it.
  const base = form.action;
  let latest = 0;

  const close = () => {
    live.hidden = true;
    live.innerHTML = '';
  };
  const links = () => [...live.querySelectorAll<HTMLAnchorElement>('a')];

  const show = async () => {
    const query = input.value;
    const ticket = ++latest;
    if (query.trim() === '') return close();
    let entries: SearchEntry[];
    try {
      entries = await loadIndex(base);
    } catch {
      index = null;
      return close();
    }
    if (ticket !== latest) return;
    const hits = searchDocs(entries, query, LIVE_RESULTS_MAX);
    live.innerHTML = searchResultsHtml(hits, query, { count: false });
    live.hidden = hits.length === 0;
    // One polite announcement per search, from an element that stays in the page.
    status.textContent = searchCountText(hits.length, query);
  };

  input.addEventListener('input', () => void show());
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' && !live.hidden) {
      const first = links()[0];
      if (first) {
        event.preventDefault();
        first.focus();
      }
    } else if (event.key === 'Escape' && !live.hidden) {
      event.preventDefault();
      close();
    }
  });
  live.addEventListener('keydown', (event) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
      if (next < 0) input.focus();
      else all[Math.min(next, all.length - 1)]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
      input.focus();
    }
  });
  // A click elsewhere or focus leaving the form closes the list.
  document.addEventListener('pointerdown', (event) => {
    if (!form.contains(event.target as Node)) close();
  });
  form.addEventListener('focusout', (event) => {
    if (!form.contains(event.relatedTarget as Node | null)) close();
  });
  // A link to a section of the page being read: the list closes and the section takes the focus.
  live.addEventListener('click', () => close());
}

document.addEventListener('DOMContentLoaded', () => {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-docs-search]')) setUpSearch(form);
});
