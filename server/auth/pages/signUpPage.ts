import { authPage, escapeHtml, formFields } from './authPage';

export interface SignUpPageOptions {
  action: string;
  signInHref: string;
  values?: { email?: string; name?: string };
  errors?: { email?: string; name?: string; password?: string; form?: string };
}

export function signUpPage(options: SignUpPageOptions): string {
  const { values = {}, errors = {} } = options;
  return authPage(
    'Create an account',
    `<h1>Create an account</h1><p class="lead">Start building widgets with your team.</p>
${errors.form ? `<div class="form-error" role="alert">${escapeHtml(errors.form)}</div>` : ''}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${formFields([
  { name: 'name', label: 'Name', type: 'text', value: values.name, autocomplete: 'name', error: errors.name },
  { name: 'email', label: 'Email', type: 'email', value: values.email, autocomplete: 'email', error: errors.email },
  { name: 'password', label: 'Password (at least 8 characters)', type: 'password', autocomplete: 'new-password', error: errors.password },
])}
<button type="submit">Create account</button></form>
<p class="switch">Already have an account? <a href="${escapeHtml(options.signInHref)}">Sign in</a></p>`,
  );
}
