import { Link } from 'wouter';
import { useAuth } from '../auth/AuthContext';
import { useCurrentUser } from '../api/queries';
import { useConfig } from '../config/ConfigContext';
import { docsHref, HELP } from '../help/docsLinks';
import { paths } from '../routes';
import { EntityImage } from '../ui/EntityImage';
import { Popover } from '../ui/Popover';
import { Skeleton } from '../ui/Skeleton';

export function ProfileMenu({ organizationId }: { organizationId: string | null }) {
  const { data: user } = useCurrentUser();
  const { signoutRedirect } = useAuth();
  const config = useConfig();
  return (
    <Popover label="Profile menu" testId="profile-menu-button" trigger={<EntityImage imageId={user?.avatar} name={user?.name} size={28} fallback="letter" testId="profile-avatar" />}>
      {(close) => (
        <div className="menu menu--wide">
          <div className="menu__identity" data-testid="profile-menu-identity">
            {user ? (
              <>
                <span className="menu__name">{user.name}</span>
                <span className="menu__email">{user.email}</span>
              </>
            ) : (
              <>
                <Skeleton width={120} />
                <Skeleton width={160} height={12} />
              </>
            )}
          </div>
          <div className="menu__separator" role="separator" />
          <Link href={paths.profile()} className="menu__item" role="menuitem" onClick={close} data-testid="menu-profile">
            Profile
          </Link>
          {organizationId ? (
            <Link href={paths.organization(organizationId)} className="menu__item" role="menuitem" onClick={close} data-testid="menu-my-organization">
              My organization
            </Link>
          ) : null}
          <Link href={paths.organizations()} className="menu__item" role="menuitem" onClick={close} data-testid="menu-switch-organization">
            Switch organization
          </Link>
          <div className="menu__separator" role="separator" />
          <a href={docsHref(config.docsUrl, HELP.home)} target="_blank" rel="noreferrer noopener" className="menu__item" role="menuitem" onClick={close} data-testid="menu-docs">
            Documentation <span aria-hidden="true">↗</span>
          </a>
          {/* A self-hosted studio has no status page unless its operator names one (STATUS_URL). */}
          {config.statusUrl ? (
            <a href={config.statusUrl} target="_blank" rel="noreferrer noopener" className="menu__item" role="menuitem" onClick={close} data-testid="menu-status">
              Status <span aria-hidden="true">↗</span>
            </a>
          ) : null}
          <div className="menu__separator" role="separator" />
          <button
            type="button"
            className="menu__item menu__item--danger"
            role="menuitem"
            data-testid="sign-out"
            onClick={() => {
              close();
              signoutRedirect();
            }}
          >
            Sign out
          </button>
        </div>
      )}
    </Popover>
  );
}
