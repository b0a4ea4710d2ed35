import { Link } from 'wouter';
import { paths } from '../routes';
import { usePageTitle } from '../ui/PageHeader';

export function NotFoundScreen() {
  usePageTitle('Page not found');
  return (
    <section className="error-screen" data-testid="screen-not-found" role="alert">
      <p className="error-screen__code">404</p>
      <h1 className="error-screen__title">Page not found</h1>
      <p className="error-screen__text">The page you are looking for does not exist, was removed, or you do not have access to it.</p>
      <Link href={paths.organizations()} className="button button--primary">
        Go home
      </Link>
    </section>
  );
}
