import { useId, useMemo, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { useInvalidate } from '../../../api/invalidate';
import { keys } from '../../../api/queries';
import { useForm } from '../../../forms/useForm';
import { FormError } from '../../../ui/FormError';
import { FormModal } from '../../../ui/FormModal';
import { TextField } from '../../../ui/TextField';
import { expiresAtFromDay, TOKEN_MESSAGES, tokenFormDefaults, tokenFormSchema, type TokenFormValues } from './accessTokenRules';
import type { CreatedAccessToken } from './accessTokenTypes';
import { TokenRevealModal } from './TokenRevealModal';

/** Create an access token (studio.md §2.10): name, description, expiry; then the token, shown once. */
export function CreateAccessTokenModal({ organizationId, onClose }: { organizationId: string; onClose(): void }) {
  const api = useApi();
  const invalidate = useInvalidate();
  const expiresId = useId();
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const schema = useMemo(() => tokenFormSchema(), []);
  const form = useForm<TokenFormValues>({
    initial: tokenFormDefaults(),
    schema,
    messages: TOKEN_MESSAGES,
    onSubmit: async (values: TokenFormValues) => {
      const token = await api.post<CreatedAccessToken>(keys.accessTokens(organizationId), {
        name: values.name.trim(),
        description: values.description,
        expiresAt: expiresAtFromDay(values.expiresOn),
      });
      setCreated(token);
      await invalidate(keys.accessTokens(organizationId));
    },
  });

  if (created) return <TokenRevealModal token={created} onDone={onClose} />;

  const expiresError = form.fieldError('expiresOn');
  return (
    <FormModal title="New access token" submitLabel="Create token" testId="create-token" form={form} onClose={onClose}>
      <TextField label="Name" value={form.values.name} onChange={(value) => form.setValue('name', value)} error={form.fieldError('name')} autoFocus testId="token-name-input" name="name" />
      <TextField label="Description" multiline value={form.values.description} onChange={(value) => form.setValue('description', value)} testId="token-description-input" />
      <div className="field">
        <label htmlFor={expiresId} className="field__label">
          Expires on
        </label>
        <input
          id={expiresId}
          type="date"
          className="field__input"
          value={form.values.expiresOn}
          onChange={(event) => form.setValue('expiresOn', event.target.value)}
          aria-invalid={expiresError ? true : undefined}
          data-testid="token-expires-input"
        />
        {expiresError ? (
          <p className="field__error" role="alert" data-testid="token-expires-input-error">
            {expiresError}
          </p>
        ) : (
          <p className="field__hint">The token stops working at the end of this day.</p>
        )}
      </div>
      <FormError message={form.formError} />
    </FormModal>
  );
}
