import { useCurrentUser } from '../api/queries';
import { useConfig } from '../config/ConfigContext';
import { ChatIcon } from '../ui/icons/commonIcons';
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
      trigger={<ChatIcon />}
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
