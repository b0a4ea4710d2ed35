import { describe, expect, it } from 'vitest';
import { check } from '../../contracts/rules';
import { organizationCreateSchema } from '../../contracts/organizations';
import { errorsByField, issueText } from './messages';

describe('form messages', () => {
  it('maps schema issues to one message per field', () => {
    const result = check({ name: '' }, organizationCreateSchema);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(errorsByField(result.issues)).toEqual({ name: 'Please enter a name.' });
    const tooLong = check({ name: 'x'.repeat(65) }, organizationCreateSchema);
    expect(!tooLong.ok && errorsByField(tooLong.issues).name).toMatch(/at most 64/);
  });

  it('maps server issues the same way and falls back to the server text', () => {
    expect(errorsByField([{ field: 'name', rule: 'too-long-name', message: 'x' }]).name).toMatch(/at most 64/);
    expect(issueText({ field: 'x', rule: 'taken', message: 'name already used' })).toBe('Name already used.');
    // A form's own text for a rule comes before the shared one.
    expect(issueText({ field: 'name', rule: 'too-long-name', message: 'x' }, { 'too-long-name': 'At most 32.' })).toBe('At most 32.');
    expect(errorsByField([{ field: 'name', rule: 'too-long-name', message: 'x' }], { 'too-long-name': 'At most 32.' }).name).toBe('At most 32.');
  });
});
