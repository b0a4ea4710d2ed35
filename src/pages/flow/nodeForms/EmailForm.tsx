// Email: sender name, reply-to, recipients, subject and content (tokens and secrets allowed: the message goes to
// its recipients as written).
import { secretAllowedAt } from '../../../../engine/model/index';
import { PlaceholderField } from './inputs/PlaceholderField';
import type { NodeFormProps } from './nodeFormProps';

type EmailConfig = { from: string; replyTo: string; to: string; cc: string; bcc: string; subject: string; content: string };

const FIELDS: { field: keyof EmailConfig; label: string; placeholder?: string; multiline?: boolean }[] = [
  { field: 'from', label: 'From (name)', placeholder: 'Acme team' },
  { field: 'replyTo', label: 'Reply to', placeholder: 'hello@example.com' },
  { field: 'to', label: 'To', placeholder: 'sales@example.com, {{1.email}}' },
  { field: 'cc', label: 'Cc' },
  { field: 'bcc', label: 'Bcc' },
  { field: 'subject', label: 'Subject' },
  { field: 'content', label: 'Content', multiline: true },
];

export default function EmailForm({ config, onChange, problems }: NodeFormProps<EmailConfig>) {
  return (
    <>
      {FIELDS.map(({ field, label, placeholder, multiline }) => (
        <PlaceholderField
          key={field}
          label={label}
          value={config[field]}
          {...(placeholder ? { placeholder } : {})}
          multiline={multiline ?? false}
          rows={8}
          secrets={secretAllowedAt('email', [field])}
          testId={`email-${field}`}
          error={problems.at(field)}
          onChange={(value) => onChange({ ...config, [field]: value })}
        />
      ))}
    </>
  );
}
