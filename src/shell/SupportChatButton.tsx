import { useCurrentUser } from '../api/queries';
import { useConfig } from '../config/ConfigContext';
import { Popover } from '../ui/Popover';
import { SupportChatFrame } from './SupportChatFrame';

/** How long a closed chat frame stays (hidden) so the logout command reaches it. */
const LOGOUT_GRACE_MS = 250;

export function SupportChatButton() {
  const config = useConfig();
  const { data: user } = useCurrentUser();
  return (
    <Popover
      label="Support chat"
      role="dialog"
      testId="support-chat-button"
      panelClassName="support-chat"
      unmountDelayMs={LOGOUT_GRACE_MS}
      trigger={
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round">
          <path d="M3.5 4.5h13v9h-7l-4 3v-3h-2z" />
        </svg>
      }
    >
      {(_close, open) =>
        config.supportChatUrl ? (
          <SupportChatFrame url={config.supportChatUrl} chatToken={user?.chatToken} open={open} />
        ) : (
          <div className="support-chat__fallback" data-testid="support-chat-unavailable">
            <p className="support-chat__title">Support chat is not configured</p>
            <p>
              Write to us at <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a> and we will get back to you.
            </p>
          </div>
        )
      }
    </Popover>
  );
}
