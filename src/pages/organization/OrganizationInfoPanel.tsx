import { useState } from 'react';
import type { Organization } from '../../../contracts/entities';
import { usePermissions } from '../../api/queries';
import { Button } from '../../ui/Button';
import { ByLine } from '../../ui/ByLine';
import { EntityImage } from '../../ui/EntityImage';
import { FactList } from '../../ui/FactList';
import { Panel } from '../../ui/Panel';
import { Skeleton } from '../../ui/Skeleton';
import { EditOrganizationModal } from './EditOrganizationModal';
import { logoUploadBlocker } from './logoUpload';
import { useSubscriptionPaused } from './subscription/useSubscriptionPaused';

export function OrganizationInfoPanel({ organization }: { organization: Organization | undefined }) {
  const permissions = usePermissions(organization?.id ?? null);
  const subscriptionPaused = useSubscriptionPaused(organization?.id ?? null);
  const [editing, setEditing] = useState(false);
  const canEdit = permissions.has('Organizations:Edit');
  const editButton = (
    <Button
      size="sm"
      onClick={() => setEditing(true)}
      disabled={!organization || !permissions.data}
      disabledReason={permissions.data && !canEdit ? 'You do not have permission to edit this organization.' : null}
      data-testid="edit-organization-button"
    >
      Edit
    </Button>
  );
  return (
    <Panel title="General" actions={editButton} testId="organization-general">
      {!organization ? (
        <Skeleton height={120} />
      ) : (
        <>
          <div className="entity-heading">
            <EntityImage imageId={organization.logo} name={organization.name} size={48} shape="square" testId="organization-logo" />
            <div>
              <p className="entity-heading__name" data-testid="organization-name">
                {organization.name}
              </p>
              <p className={organization.description ? 'entity-heading__description' : 'placeholder'} data-testid="organization-description">
                {organization.description || 'No description'}
              </p>
            </div>
          </div>
          <FactList
            items={[
              { label: 'Created', value: <ByLine userId={organization.createdBy} date={organization.createdAt} />, testId: 'organization-created' },
              { label: 'Updated', value: <ByLine userId={organization.updatedBy} date={organization.updatedAt} />, testId: 'organization-updated' },
            ]}
          />
          {editing ? <EditOrganizationModal organization={organization} uploadBlocker={logoUploadBlocker(organization, permissions.data ?? [], subscriptionPaused)} onClose={() => setEditing(false)} /> : null}
        </>
      )}
    </Panel>
  );
}
