import { useEffect, useState } from 'react';
import type { Widget } from '../../../../contracts/entities';
import type { WidgetSecret, WidgetSecretList } from '../../../../contracts/secrets';
import { useApi } from '../../../api/ApiContext';
import { useInvalidate } from '../../../api/invalidate';
import { keys, useOrganization, usePermissions } from '../../../api/queries';
import { useApiQuery } from '../../../api/useApiQuery';
import { Button } from '../../../ui/Button';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { EmptyState } from '../../../ui/EmptyState';
import { ManageToggle } from '../../../ui/ManageToggle';
import { Panel } from '../../../ui/Panel';
import { RelativeTime } from '../../../ui/RelativeTime';
import { Skeleton } from '../../../ui/Skeleton';
import { useSubscriptionPaused } from '../../organization/subscription/useSubscriptionPaused';
import { CreateSecretModal } from './CreateSecretModal';
import { SecretModal } from './SecretModal';
import { createSecretBlocker, deleteSecretBlocker, secretPlaceholder } from './secretRules';
import { SecretsIllustration } from './SecretsIllustration';

/**
 * Secrets (studio.md §2.13): heading with the count, the list, Manage/Done (ends when the list empties), Add
 * (disabled at the plan's quota or without WidgetSecrets:Create), a secret's modal and delete with confirmation.
 * An archived widget is read-only: no add, manage or delete controls.
 */
export function SecretsPanel({ organizationId, widget }: { organizationId: string; widget: Widget }) {
  const api = useApi();
  const invalidate = useInvalidate();
  const permissions = usePermissions(organizationId);
  const { data: organization } = useOrganization(organizationId);
  const subscriptionPaused = useSubscriptionPaused(organizationId);
  // A failure stays inside the panel: the rest of the page remains usable.
  const { data, error, mutate } = useApiQuery<WidgetSecretList>(keys.widgetSecrets(widget.id), { throwOnError: false });
  const secrets = data?.secrets;
  const count = secrets?.length ?? 0;
  const [managing, setManaging] = useState(false);
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState<WidgetSecret | null>(null);
  const [deleting, setDeleting] = useState<WidgetSecret | null>(null);
  useEffect(() => {
    if (count === 0) setManaging(false);
  }, [count]);

  const editable = !widget.archived;
  const context = { permissions: permissions.data ?? [], subscriptionPaused };
  const createBlocker = organization && permissions.data ? createSecretBlocker(organization, context) : null;
  const deleteBlocker = permissions.data ? deleteSecretBlocker(context) : 'Loading permissions…';
  // The list, the organization's usage (quota, the widget list's secret counts) and the flow's placeholder picker.
  const refresh = () => invalidate(keys.widgetSecrets(widget.id), keys.organization(organizationId));

  const actions = editable ? (
    <>
      {count > 0 ? (
        <ManageToggle managing={managing} onChange={setManaging} size="sm" variant="ghost" testId="secrets-manage-toggle" />
      ) : null}
      <Button size="sm" variant="primary" onClick={() => setCreating(true)} disabled={!organization || !permissions.data} disabledReason={createBlocker} data-testid="add-secret-button">
        Add secret
      </Button>
    </>
  ) : null;

  return (
    <Panel title={secrets ? `Secrets (${count})` : 'Secrets'} actions={actions} testId="widget-secrets">
      {error ? (
        <p className="form-error" role="alert" data-testid="secrets-error">
          Could not load the secrets. Please reload the page or try again later.
        </p>
      ) : !secrets ? (
        <Skeleton height={72} />
      ) : count === 0 ? (
        <EmptyState title="No secrets yet" testId="secrets-empty">
          <SecretsIllustration />
          <p>Keep API keys and passwords here. Server-side nodes (HTTP request, email) use them as {'{{secret.name}}'}; they never reach a visitor’s browser.</p>
        </EmptyState>
      ) : (
        <ul className="item-list" data-testid="secrets-list">
          {secrets.map((secret) => (
            <li key={secret.id} className="item-list__item" data-testid="secret-item">
              <button
                type="button"
                className="item-list__open"
                onClick={() => {
                  setOpened(secret);
                  void mutate(); // "last used" moves while the page is open: read it afresh
                }}
                data-testid="secret-item-open"
              >
                <span className="item-list__name" data-testid="secret-item-name">
                  {secret.name}
                </span>
                <code className="secret-list__token">{secretPlaceholder(secret.contextValueName)}</code>
                <span className="item-list__meta">{secret.lastUsedAt ? <>Used <RelativeTime date={secret.lastUsedAt} /></> : 'Never used'}</span>
              </button>
              {managing && editable ? (
                <Button size="sm" variant="danger" disabledReason={deleteBlocker} onClick={() => setDeleting(secret)} data-testid="secret-item-delete">
                  Delete
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {creating ? <CreateSecretModal widgetId={widget.id} takenNames={secrets?.map((secret) => secret.name) ?? []} onCreated={refresh} onClose={() => setCreating(false)} /> : null}
      {opened && !deleting ? (
        <SecretModal
          secret={secrets?.find((secret) => secret.id === opened.id) ?? opened}
          deleteBlocker={deleteBlocker}
          onDelete={editable ? () => setDeleting(opened) : null}
          onClose={() => setOpened(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmModal
          title="Delete secret"
          confirmLabel="Delete"
          testId="delete-secret"
          failureMessage="Could not delete the secret. Please, try again."
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await api.delete(`${keys.widgetSecrets(widget.id)}/${encodeURIComponent(deleting.id)}`);
            await refresh();
            setOpened(null);
          }}
        >
          Delete <strong>{deleting.name}</strong>? Nodes that use <code>{secretPlaceholder(deleting.contextValueName)}</code> will get an empty value from now on. This
          cannot be undone.
        </ConfirmModal>
      ) : null}
    </Panel>
  );
}
