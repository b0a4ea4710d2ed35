import { authPage, escapeHtml } from './authPage';

/** A page with a title, a sentence and an optional link (errors, signed out). */
export function messagePage(title: string, text: string, link?: { href: string; label: string }): string {
  return authPage(
    title,
    `<h1>${escapeHtml(title)}</h1><p class="lead">${escapeHtml(text)}</p>${
      link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''
    }`,
  );
}
