import type { ReactNode } from 'react';
import { MobileNotice } from '../shell/MobileNotice';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../shell/useMediaQuery';

export function ScreenSizeGate({ children }: { children: ReactNode }) {
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  return small ? <MobileNotice /> : <>{children}</>;
}
