import { Link } from 'wouter';
import { paths } from '../routes';
import { LogoMark } from './LogoMark';

export function Logo() {
  return (
    <Link href={paths.organizations()} className="logo" aria-label="Widget Studio home" data-testid="logo-home">
      <LogoMark />
      <span className="logo__word">Studio</span>
    </Link>
  );
}
