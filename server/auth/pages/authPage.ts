// The embedded provider's pages (sign-in, sign-up, errors, sign-out): plain server-rendered HTML
// styled like the studio, with every interpolated value escaped.

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `
:root{color-scheme:light dark;--bg:#f6f7f9;--card:#fff;--text:#16181d;--muted:#5c6370;--border:#dde1e7;--accent:#4f5bd5;--accent-text:#fff;--error:#c92a2a}
@media (prefers-color-scheme:dark){:root{--bg:#111317;--card:#1a1d23;--text:#e8eaed;--muted:#9aa1ac;--border:#2c313a;--accent:#7c86ff;--accent-text:#111317;--error:#ff6b6b}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--text);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:min(400px,calc(100vw - 32px));background:var(--card);border:1px solid var(--border);border-radius:12px;padding:32px;box-shadow:0 8px 24px rgba(0,0,0,.06)}
.brand{display:flex;align-items:center;gap:8px;font-weight:600;margin-bottom:24px}.brand svg{width:24px;height:24px}
h1{font-size:22px;margin:0 0 4px}p.lead{margin:0 0 24px;color:var(--muted)}
label{display:block;font-weight:500;margin:16px 0 6px}input{width:100%;padding:10px 12px;border:1px solid var(--border);border-radius:8px;background:transparent;color:inherit;font:inherit}
input:focus{outline:2px solid var(--accent);outline-offset:1px}
.field-error{color:var(--error);font-size:13px;margin-top:4px}.form-error{color:var(--error);background:color-mix(in srgb,var(--error) 10%,transparent);border-radius:8px;padding:8px 12px;margin-bottom:8px}
button{margin-top:24px;width:100%;padding:10px 12px;border:0;border-radius:8px;background:var(--accent);color:var(--accent-text);font:inherit;font-weight:600;cursor:pointer}
.switch{margin-top:20px;text-align:center;color:var(--muted)}a{color:var(--accent)}
`;

const LOGO = `<svg viewBox="0 0 24 24" aria-hidden="true"><rect x="2" y="2" width="8" height="8" rx="2" fill="currentColor"/><rect x="14" y="14" width="8" height="8" rx="2" fill="currentColor"/><path d="M10 6h4a4 4 0 0 1 4 4v4" stroke="currentColor" stroke-width="2" fill="none"/></svg>`;

export function authPage(title: string, body: string, extraHead = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Widget Studio</title><style>${STYLE}</style>${extraHead}</head>
<body><main><div class="brand">${LOGO}<span>Widget Studio</span></div>${body}</main></body></html>`;
}

export interface FormField {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  value?: string;
  autocomplete: string;
  error?: string;
}

export function formFields(fields: FormField[]): string {
  return fields
    .map(
      (field) => `<label for="${field.name}">${escapeHtml(field.label)}</label>
<input id="${field.name}" name="${field.name}" type="${field.type}" autocomplete="${field.autocomplete}" required value="${escapeHtml(field.value ?? '')}"${field.error ? ' aria-invalid="true"' : ''}>
${field.error ? `<div class="field-error" role="alert">${escapeHtml(field.error)}</div>` : ''}`,
    )
    .join('\n');
}
