// The terms gate (studio.md §2.4, §5): required while either acceptance is missing or older than
// its cutoff.
import { PRIVACY_POLICY_CUTOFF, TERMS_OF_SERVICE_CUTOFF } from '../../contracts/constants';

export interface TermsState {
  tosAcceptedAt: string | null;
  ppAcceptedAt: string | null;
}

export interface TermsDecision {
  required: boolean;
  /** Which boxes must be shown. */
  tos: boolean;
  pp: boolean;
  /** True when nothing was ever accepted: the first-acceptance wording is used. */
  firstTime: boolean;
}

function isCurrent(acceptedAt: string | null, cutoff: string): boolean {
  if (!acceptedAt) return false;
  const time = Date.parse(acceptedAt);
  return !Number.isNaN(time) && time >= Date.parse(cutoff);
}

export function termsDecision(user: TermsState): TermsDecision {
  const tos = !isCurrent(user.tosAcceptedAt, TERMS_OF_SERVICE_CUTOFF);
  const pp = !isCurrent(user.ppAcceptedAt, PRIVACY_POLICY_CUTOFF);
  return { required: tos || pp, tos, pp, firstTime: user.tosAcceptedAt === null && user.ppAcceptedAt === null };
}

/**
 * What the terms form sends (PATCH /users/me): only the boxes it showed, which the user ticked to submit. A document
 * whose acceptance is current has no box, so renewing the privacy policy alone records no new terms acceptance.
 */
export function termsAcceptance(decision: Pick<TermsDecision, 'tos' | 'pp'>): { tos?: true; pp?: true } {
  return { ...(decision.tos ? { tos: true } : {}), ...(decision.pp ? { pp: true } : {}) };
}
