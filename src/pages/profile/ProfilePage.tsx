import { useState } from 'react';
import { useCurrentUser } from '../../api/queries';
import { Button } from '../../ui/Button';
import { EntityImage } from '../../ui/EntityImage';
import { FactList } from '../../ui/FactList';
import { PageHeader } from '../../ui/PageHeader';
import { Panel } from '../../ui/Panel';
import { Skeleton } from '../../ui/Skeleton';
import { EditProfileModal } from './EditProfileModal';

/** /profile — avatar, name, email, bio, and the edit modal (studio.md §2.7). */
export default function ProfilePage() {
  const { data: user } = useCurrentUser();
  const [editing, setEditing] = useState(false);
  return (
    <div className="page">
      <PageHeader title="Profile" />
      <Panel
        title="Your profile"
        testId="profile-panel"
        actions={
          <Button size="sm" onClick={() => setEditing(true)} disabled={!user} data-testid="edit-profile-button">
            Edit
          </Button>
        }
      >
        {!user ? (
          <Skeleton height={120} />
        ) : (
          <>
            <div className="entity-heading">
              <EntityImage imageId={user.avatar} name={user.name} size={64} fallback="letter" testId="profile-page-avatar" />
              <div>
                <p className="entity-heading__name" data-testid="profile-name">
                  {user.name}
                </p>
                <p className="muted" data-testid="profile-email">
                  {user.email}
                </p>
              </div>
            </div>
            <FactList items={[{ label: 'Bio', value: user.bio ? <span className="prewrap">{user.bio}</span> : <span className="placeholder">No bio yet.</span>, testId: 'profile-bio' }]} />
            {editing ? <EditProfileModal user={user} onClose={() => setEditing(false)} /> : null}
          </>
        )}
      </Panel>
    </div>
  );
}
