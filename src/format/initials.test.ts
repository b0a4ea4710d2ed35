import { describe, expect, it } from 'vitest';
import { avatarInitial, nameInitials } from './initials';

describe('avatarInitial', () => {
  it.each([
    ['alice', 'A'],
    ['  bob smith', 'B'],
    ['_-9lives', '9'],
    ['élodie', 'É'],
    ['', '?'],
    ['--- !!', '?'],
    [null, '?'],
    [undefined, '?'],
  ])('%s → %s', (name, initial) => {
    expect(avatarInitial(name)).toBe(initial);
  });
});

describe('nameInitials', () => {
  it('takes the first letters of up to two words', () => {
    expect(nameInitials('Acme corp inc')).toBe('AC');
    expect(nameInitials('acme')).toBe('A');
    expect(nameInitials('  ')).toBe('?');
  });
});
