import { authPage, escapeHtml, formFields } from './authPage';

export function signInPage(options: { action: string; signUpHref: string; email?: string; error?: string }): string {
  return authPage(
    'Sign in',
    `<h1>Sign in</h1><p class="lead">Welcome back. Sign in to continue to the studio.</p>
${options.error ? `<div class="form-error" role="alert">${escapeHtml(options.error)}</div>` : ''}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${formFields([
  { name: 'email', label: 'Email', type: 'email', value: options.email, autocomplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' },
])}
<button type="submit">Sign in</button></form>
<p class="switch">New here? <a href="${escapeHtml(options.signUpHref)}">Create an account</a></p>`,
  );
}
