import { useConfig } from '../config/ConfigContext';

export function SupportContact() {
  const { supportEmail } = useConfig();
  return (
    <p className="error-screen__support">
      Need help? Contact <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
    </p>
  );
}
