import type { RouteMatch } from '../routes';
import { Breadcrumb } from './Breadcrumb';
import { HeaderTabs } from './HeaderTabs';
import { Logo } from './Logo';
import { ProfileMenu } from './ProfileMenu';
import { SettingsMenu } from './SettingsMenu';
import { SupportChatButton } from './SupportChatButton';

export function Header({ match }: { match: RouteMatch | null }) {
  return (
    <header className="header">
      <Logo />
      <Breadcrumb match={match} />
      <HeaderTabs match={match} />
      <div className="header__controls">
        <SupportChatButton />
        <SettingsMenu />
        <ProfileMenu organizationId={match?.params.organizationId ?? null} />
      </div>
    </header>
  );
}
