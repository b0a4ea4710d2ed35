import type { ReactNode } from 'react';
import { useCurrentUser } from '../api/queries';
import { FullPageLoader } from '../shell/FullPageLoader';
import { termsDecision } from './termsDecision';
import { TermsForm } from './TermsForm';

/** Holds the app back until the current terms and privacy policy are accepted (studio.md §2.4). */
export function TermsGate({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  if (!user) return <FullPageLoader label="Loading your profile" />;
  const decision = termsDecision(user);
  if (decision.required) return <TermsForm decision={decision} />;
  return <>{children}</>;
}
