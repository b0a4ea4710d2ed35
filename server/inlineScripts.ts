// The executable inline scripts of a page: the text of each <script> element without a src and with no type, a
// JavaScript one or a module (JSON data blocks are never executed). The server allows exactly these by hash in the page's
// Content-Security-Policy (clientApp.ts). Pure.

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const JAVASCRIPT_TYPE = /^(text|application)\/(java|ecma)script$/i;

export function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes!)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes!)?.[1];
    if (type !== undefined && type !== '' && type.toLowerCase() !== 'module' && !JAVASCRIPT_TYPE.test(type)) continue;
    scripts.push(text!);
  }
  return scripts;
}
