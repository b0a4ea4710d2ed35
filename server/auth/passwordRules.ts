// What a new password must be (sign-up of the embedded provider): 8 to 256 characters, not only
// whitespace, not the account's email, and not easy to guess. Guessability is zxcvbn-ts's estimate
// with the common-password and diceware dictionaries and the keyboard graphs: a score of at least
// PASSWORD_MIN_SCORE (about 10^8 guesses) is required, with the email and name counted as known words.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
/** zxcvbn's 0–4 scale: 3 is "safely unguessable" (10^8 guesses or more). */
export const PASSWORD_MIN_SCORE = 3;

const estimator = new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });

/** Why zxcvbn thinks a password is guessable, in words for the form (its warning keys). */
const WARNINGS: Record<string, string> = {
  topTen: 'It is one of the ten most used passwords.',
  topHundred: 'It is one of the hundred most used passwords.',
  common: 'It is a commonly used password.',
  similarToCommon: 'It is too close to a commonly used password.',
  wordByItself: 'A single word is easy to guess.',
  namesByThemselves: 'A name on its own is easy to guess.',
  commonNames: 'Common names are easy to guess.',
  userInputs: 'It contains your email or name.',
  straightRow: 'A row of keys is easy to guess.',
  keyPattern: 'A keyboard pattern is easy to guess.',
  simpleRepeat: 'Repeated characters are easy to guess.',
  extendedRepeat: 'Repeated patterns are easy to guess.',
  sequences: 'Sequences like abc or 123 are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
};

/** The problem with a new password, as a sentence for the form, or null when it is acceptable. */
export function passwordProblem(password: string, account: { email: string; name?: string }): string | null {
  if (password.length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`;
  if (password.trim() === '') return 'A password cannot be only spaces.';
  const email = account.email.trim().toLowerCase();
  if (email !== '' && password.trim().toLowerCase() === email) return 'Do not use your email address as your password.';
  const knownWords = [email, email.split('@')[0] ?? '', account.name?.trim() ?? ''].filter((word) => word.length > 0);
  const estimate = estimator.check(password, knownWords);
  if (estimate.score >= PASSWORD_MIN_SCORE) return null;
  const why = (estimate.feedback.warning && WARNINGS[estimate.feedback.warning]) || 'It is too easy to guess.';
  return `${why} Choose a less common password: a few unrelated words, or more characters.`;
}
