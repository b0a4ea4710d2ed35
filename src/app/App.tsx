// The composition root: providers, then the sign-in return or the signed-in app. Thin by design.
import { Router } from 'wouter';
import type { AppConfig } from '../config/AppConfig';
import { ConfigContext } from '../config/ConfigContext';
import type { AuthController } from '../auth/AuthController';
import { AuthProvider } from '../auth/AuthContext';
import { ThemeProvider } from '../theme/ThemeContext';
import { ScreenSizeGate } from './ScreenSizeGate';
import { AppRoutes } from './AppRoutes';

export function App({ config, controller, completingSignin }: { config: AppConfig; controller: AuthController; completingSignin: boolean }) {
  return (
    <ConfigContext.Provider value={config}>
      <ThemeProvider>
        <AuthProvider controller={controller} skipRestore={completingSignin}>
          <Router>
            <ScreenSizeGate>
              <AppRoutes />
            </ScreenSizeGate>
          </Router>
        </AuthProvider>
      </ThemeProvider>
    </ConfigContext.Provider>
  );
}
