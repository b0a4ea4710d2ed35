// The confirmation of a widget action (archive, unarchive, delete) with its §8 texts, shared by the widgets list's
// manage actions and the widget page's danger zone.
import { ConfirmModal } from '../../ui/ConfirmModal';
import { widgetActionCopy, type WidgetAction } from './widgetActions';

interface WidgetActionConfirmProps {
  action: WidgetAction;
  widgetName: string;
  onClose(): void;
  onConfirm(): Promise<void>;
}

export function WidgetActionConfirm({ action, widgetName, onClose, onConfirm }: WidgetActionConfirmProps) {
  const copy = widgetActionCopy(action, widgetName);
  return (
    <ConfirmModal
      title={copy.title}
      confirmLabel={copy.confirm}
      tone={copy.danger ? 'danger' : 'primary'}
      testId={`widget-${action}`}
      failureMessage={copy.failure}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      {copy.question}
    </ConfirmModal>
  );
}
