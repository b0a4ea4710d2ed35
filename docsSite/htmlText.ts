// Text into HTML and back, for the documentation's renderer, its search results and the server's search page.

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const BLOCK_TAG = /<\/?(?:p|h[1-6]|li|ul|ol|dl|dt|dd|tr|td|th|table|thead|tbody|pre|div|blockquote|br|hr)\b[^>]*>/gi;

/** HTML to plain text: block tags become spaces, inline ones vanish, the entities marked writes are decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
