// What the root reports of an error an error boundary caught (React's onCaughtError). A 404 or a 401 is an answer
// the app expects and handles with its own screen (not-found, unauthorized): nothing is logged, since a handled
// outcome is not a fault. Anything else is logged once, with the components it was thrown in.
import { classifyError } from './classifyError';

export function isHandledError(error: unknown): boolean {
  return classifyError(error) !== 'unknown';
}

export function reportCaughtError(error: unknown, info: { componentStack?: string | undefined }, log: (...data: unknown[]) => void = console.error): void {
  if (isHandledError(error)) return;
  log(error, info.componentStack ?? '');
}
