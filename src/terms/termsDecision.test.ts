import { describe, expect, it } from 'vitest';
import { termsAcceptance, termsDecision } from './termsDecision';

describe('termsDecision', () => {
  it('requires both on first use', () => {
    expect(termsDecision({ tosAcceptedAt: null, ppAcceptedAt: null })).toEqual({ required: true, tos: true, pp: true, firstTime: true });
  });

  it('passes when both are on or after their cutoffs', () => {
    expect(termsDecision({ tosAcceptedAt: '2025-07-16T00:00:00.000Z', ppAcceptedAt: '2025-07-12T00:00:00.000Z' }).required).toBe(false);
    expect(termsDecision({ tosAcceptedAt: '2026-01-01T00:00:00Z', ppAcceptedAt: '2026-01-01T00:00:00Z' }).required).toBe(false);
  });

  it('asks again for an acceptance older than its cutoff (updated terms wording)', () => {
    const decision = termsDecision({ tosAcceptedAt: '2025-07-15T23:59:59.000Z', ppAcceptedAt: '2025-07-12T00:00:00.000Z' });
    expect(decision).toEqual({ required: true, tos: true, pp: false, firstTime: false });
    expect(termsDecision({ tosAcceptedAt: '2025-08-01T00:00:00Z', ppAcceptedAt: '2025-07-11T00:00:00Z' })).toEqual({
      required: true,
      tos: false,
      pp: true,
      firstTime: false,
    });
  });

  it('asks only for the missing one when the other is current', () => {
    expect(termsDecision({ tosAcceptedAt: '2025-08-01T00:00:00Z', ppAcceptedAt: null })).toMatchObject({ required: true, tos: false, pp: true });
  });

  it('treats an unparsable date as not accepted', () => {
    expect(termsDecision({ tosAcceptedAt: 'garbage', ppAcceptedAt: '2025-08-01T00:00:00Z' }).tos).toBe(true);
  });
});

describe('termsAcceptance', () => {
  it('sends only the documents whose box was shown', () => {
    // Only the privacy policy is renewed: the terms acceptance is not stamped again.
    expect(termsAcceptance(termsDecision({ tosAcceptedAt: '2025-08-01T00:00:00Z', ppAcceptedAt: '2025-07-11T00:00:00Z' }))).toEqual({ pp: true });
    expect(termsAcceptance(termsDecision({ tosAcceptedAt: '2025-07-01T00:00:00Z', ppAcceptedAt: '2025-08-01T00:00:00Z' }))).toEqual({ tos: true });
    expect(termsAcceptance(termsDecision({ tosAcceptedAt: null, ppAcceptedAt: null }))).toEqual({ tos: true, pp: true });
  });
});
