import { useConfig } from '../config/ConfigContext';
import { LogoMark } from './LogoMark';

export function MobileNotice() {
  const { supportEmail } = useConfig();
  return (
    <main className="mobile-notice" data-testid="mobile-notice">
      <LogoMark size={40} />
      <h1>The studio is not ready for mobile yet</h1>
      <p>Building widgets needs a larger screen. Please open the studio on a desktop or laptop computer, or get in touch with us.</p>
      <a className="button button--primary" href={`mailto:${supportEmail}`}>
        Contact us by email
      </a>
    </main>
  );
}
