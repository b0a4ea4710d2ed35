import { describe, expect, it } from 'vitest';
import { passwordProblem } from './passwordRules';

const account = { email: 'Ada.Lovelace@example.com', name: 'Ada Lovelace' };

describe('passwordProblem', () => {
  it('keeps the length rule', () => {
    expect(passwordProblem('x7#Lq2', account)).toBe('Use at least 8 characters.');
    expect(passwordProblem('a'.repeat(257), account)).toBe('Use at most 256 characters.');
  });

  it('refuses all-whitespace passwords', () => {
    expect(passwordProblem('          ', account)).toBe('A password cannot be only spaces.');
    expect(passwordProblem('\t \n  \u00a0  ', account)).toBe('A password cannot be only spaces.');
  });

  it('refuses the email, whatever its case', () => {
    expect(passwordProblem('ada.lovelace@EXAMPLE.com', account)).toBe('Do not use your email address as your password.');
  });

  it('refuses common and guessable passwords and says why', () => {
    expect(passwordProblem('password', account)).toMatch(/^It is one of the ten most used passwords\./);
    expect(passwordProblem('12345678', account)).toMatch(/most used passwords/);
    expect(passwordProblem('qwertyuiop', account)).toMatch(/most used passwords|keys|keyboard/);
    expect(passwordProblem('letmein123', account)).toMatch(/commonly used password/);
    expect(passwordProblem('adalovelace', account)).toMatch(/Choose a less common password/);
  });

  it('accepts long or random passwords', () => {
    expect(passwordProblem('correct horse battery', account)).toBeNull();
    expect(passwordProblem('Tr0ub4dour&3', account)).toBeNull();
    expect(passwordProblem('pw-a3f91b2c4d5e6f70', account)).toBeNull();
  });
});
