import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../routes';
import { MobileNotice } from '../shell/MobileNotice';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../shell/useMediaQuery';

/** On small screens the mobile notice replaces the app; the sign-in return still completes. */
export function ScreenSizeGate({ children }: { children: ReactNode }) {
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const [location] = useLocation();
  return small && location !== paths.callback() ? <MobileNotice /> : <>{children}</>;
}
