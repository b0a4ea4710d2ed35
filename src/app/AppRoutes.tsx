import { useLocation } from 'wouter';
import { ApiProvider } from '../api/ApiContext';
import { useAuth } from '../auth/AuthContext';
import { CallbackPage } from '../auth/CallbackPage';
import { RequireAuth } from '../auth/RequireAuth';
import { useConfig } from '../config/ConfigContext';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { matchRoute } from '../routes';
import { AppShell } from '../shell/AppShell';
import { TermsGate } from '../terms/TermsGate';
import { RouteView } from './RouteView';
import { OrganizationNotifications } from '../pages/organization/notifications/OrganizationNotifications';

export function AppRoutes() {
  const [location] = useLocation();
  const match = matchRoute(location);
  if (match?.name === 'callback') return <CallbackPage />;
  return (
    <RequireAuth>
      <SignedInApp location={location} />
    </RequireAuth>
  );
}

function SignedInApp({ location }: { location: string }) {
  const { apiBase } = useConfig();
  const { getAccessToken } = useAuth();
  const match = matchRoute(location);
  return (
    <ApiProvider baseUrl={apiBase} getAccessToken={getAccessToken}>
      {/* Failures of the current user (after its retries) replace the whole app. */}
      <ErrorBoundary resetKey="user">
        <TermsGate>
          <AppShell match={match} notifications={<OrganizationNotifications match={match} />}>
            <ErrorBoundary resetKey={location}>
              <RouteView match={match} />
            </ErrorBoundary>
          </AppShell>
        </TermsGate>
      </ErrorBoundary>
    </ApiProvider>
  );
}
