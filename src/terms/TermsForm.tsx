import { acceptTermsSchema } from '../../contracts/users';
import { useApi } from '../api/ApiContext';
import { keys } from '../api/queries';
import { useInvalidate } from '../api/invalidate';
import { useConfig } from '../config/ConfigContext';
import { useForm } from '../forms/useForm';
import { LogoMark } from '../shell/LogoMark';
import { FormError } from '../ui/FormError';
import { termsAcceptance, type TermsDecision } from './termsDecision';
import { TermsCheckbox } from './TermsCheckbox';

export function TermsForm({ decision }: { decision: TermsDecision }) {
  const api = useApi();
  const invalidate = useInvalidate();
  const config = useConfig();
  const form = useForm({
    // A box already accepted is hidden and counts as ticked for the form's rule; it is not sent.
    initial: { tos: !decision.tos, pp: !decision.pp },
    schema: acceptTermsSchema,
    mapIssue: (issue) => ({ ...issue, rule: `accept-terms-form.${issue.field}.required` }),
    onSubmit: async () => {
      // Only what was shown (and so ticked): a hidden box's document keeps its acceptance date.
      await api.patch(keys.me, termsAcceptance(decision));
      await invalidate(keys.me);
    },
  });

  return (
    <main className="terms" data-testid="terms-gate">
      <form className="terms__card" onSubmit={form.submit} noValidate>
        <LogoMark size={40} />
        {decision.firstTime ? (
          <>
            <h1>Welcome to Widget Studio</h1>
            <p className="muted">Before you start, please read and accept our terms of service and privacy policy.</p>
          </>
        ) : (
          <>
            <h1>We have updated our terms</h1>
            <p className="muted">Please review and accept the updated documents below to continue using the studio.</p>
          </>
        )}
        {decision.tos ? (
          <TermsCheckbox checked={form.values.tos} onChange={(value) => form.setValue('tos', value)} error={form.fieldError('tos')} testId="terms-tos">
            I accept the{' '}
            <a href={config.termsUrl} target="_blank" rel="noreferrer noopener">
              terms of service
            </a>
          </TermsCheckbox>
        ) : null}
        {decision.pp ? (
          <TermsCheckbox checked={form.values.pp} onChange={(value) => form.setValue('pp', value)} error={form.fieldError('pp')} testId="terms-pp">
            I accept the{' '}
            <a href={config.privacyUrl} target="_blank" rel="noreferrer noopener">
              privacy policy
            </a>
          </TermsCheckbox>
        ) : null}
        <FormError message={form.formError} />
        <button type="submit" className="button button--primary" disabled={!form.canSubmit} aria-busy={form.submitting || undefined} data-testid="terms-submit">
          {form.submitting ? 'Saving…' : 'Accept and continue'}
        </button>
      </form>
    </main>
  );
}
