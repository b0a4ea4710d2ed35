import { useEffect, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { useInvalidate } from '../../../api/invalidate';
import { keys, usePermissions } from '../../../api/queries';
import { useApiQuery } from '../../../api/useApiQuery';
import { formatDate } from '../../../format/relativeDate';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { EmptyState } from '../../../ui/EmptyState';
import { ManageToggle } from '../../../ui/ManageToggle';
import { Panel } from '../../../ui/Panel';
import { RelativeTime } from '../../../ui/RelativeTime';
import { Skeleton } from '../../../ui/Skeleton';
import { AccessTokenModal } from './AccessTokenModal';
import { createTokenBlocker, isExpired, revokeTokenBlocker } from './accessTokenRules';
import type { AccessToken, AccessTokenList } from './accessTokenTypes';
import { CreateAccessTokenModal } from './CreateAccessTokenModal';

/** Access tokens (studio.md §2.10): list, Manage/Done, create, details and revoke. */
export function AccessTokensPanel({ organizationId }: { organizationId: string }) {
  const api = useApi();
  const invalidate = useInvalidate();
  const permissions = usePermissions(organizationId);
  // A failure stays inside the panel: the rest of the page remains usable.
  const { data, error, mutate } = useApiQuery<AccessTokenList>(keys.accessTokens(organizationId), { throwOnError: false });
  const tokens = data?.accessTokens;
  const [managing, setManaging] = useState(false);
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState<AccessToken | null>(null);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const count = tokens?.length ?? 0;
  useEffect(() => {
    if (count === 0) setManaging(false);
  }, [count]);

  const createBlocker = permissions.data ? createTokenBlocker(permissions.data) : null;
  const revokeBlocker = permissions.data ? revokeTokenBlocker(permissions.data) : 'Loading permissions…';

  const actions = (
    <>
      {count > 0 ? (
        <ManageToggle managing={managing} onChange={setManaging} size="sm" variant="ghost" testId="tokens-manage-toggle" />
      ) : null}
      <Button size="sm" onClick={() => setCreating(true)} disabled={!permissions.data} disabledReason={createBlocker} data-testid="create-token-button">
        New token
      </Button>
    </>
  );

  return (
    <Panel title={tokens ? `Access tokens (${count})` : 'Access tokens'} actions={actions} testId="organization-access-tokens">
      {error ? (
        <p className="form-error" role="alert" data-testid="tokens-error">
          Could not load the access tokens. Please reload the page or try again later.
        </p>
      ) : !tokens ? (
        <Skeleton height={72} />
      ) : count === 0 ? (
        <EmptyState title="No access tokens" testId="tokens-empty">
          Tokens let scripts and integrations call the API on behalf of this organization.
        </EmptyState>
      ) : (
        <ul className="item-list" data-testid="tokens-list">
          {tokens.map((token) => {
            const expired = isExpired(token);
            return (
              <li key={token.id} className="item-list__item" data-testid="token-item">
                <button
                  type="button"
                  className="item-list__open"
                  onClick={() => {
                    setOpened(token);
                    void mutate(); // "last used" moves while the page is open: read it afresh
                  }}
                  data-testid="token-item-open"
                >
                  <span className="item-list__name" data-testid="token-item-name">
                    {token.name}
                  </span>
                  {expired ? (
                    <Badge tone="danger" testId="token-item-expired">
                      Expired
                    </Badge>
                  ) : null}
                  <span className="item-list__meta">
                    {expired ? 'Expired' : 'Expires'} {formatDate(token.expiresAt)} · {token.lastUsedAt ? <>used <RelativeTime date={token.lastUsedAt} /></> : 'never used'}
                  </span>
                </button>
                {managing ? (
                  <Button size="sm" variant="danger" disabledReason={revokeBlocker} onClick={() => setRevoking(token)} data-testid="token-item-revoke">
                    Revoke
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {creating ? <CreateAccessTokenModal organizationId={organizationId} onClose={() => setCreating(false)} /> : null}
      {opened && !revoking ? (
        <AccessTokenModal
          token={tokens?.find((token) => token.id === opened.id) ?? opened}
          revokeBlocker={revokeBlocker}
          onClose={() => setOpened(null)}
          onRevoke={() => setRevoking(opened)}
        />
      ) : null}
      {revoking ? (
        <ConfirmModal
          title="Revoke access token"
          confirmLabel="Revoke"
          testId="revoke-token"
          failureMessage="Could not revoke the token. Please try again."
          onClose={() => setRevoking(null)}
          onConfirm={async () => {
            await api.delete(`/access_tokens/${encodeURIComponent(revoking.id)}`);
            await invalidate(keys.accessTokens(organizationId));
            setRevoking(null);
            setOpened(null);
          }}
        >
          Revoke <strong>{revoking.name}</strong>? Anything still using it will be refused from now on. This cannot be undone.
        </ConfirmModal>
      ) : null}
    </Panel>
  );
}
