import { PageHeader } from '../../ui/PageHeader';
import { NotBuilt } from './NotBuilt';

export default function InvitationsPage() {
  return (
    <div className="page">
      <PageHeader title="Your invitations" />
      <NotBuilt />
    </div>
  );
}
