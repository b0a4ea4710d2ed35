// Reports the studio page's failures to the studio itself (POST /client-errors, contracts/clientErrors.ts), never to a
// third party: uncaught errors, unhandled promise rejections, and errors the error boundary shows. At most
// MAX_REPORTS per page load, each distinct message once, sent with sendBeacon (it survives the page closing) or
// fetch; the page's path only (a query may hold tokens), with the trace id of the latest API call.
import type { ClientErrorReport } from '../../contracts/clientErrors';
import { postToStudio, type PostToStudio } from './postToStudio';
import { latestTraceId } from './traceContext';

export const CLIENT_ERRORS_URL = '/client-errors';
const MAX_REPORTS = 10;

function describe(error: unknown): { message: string; stack: string | null } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? null };
  return { message: typeof error === 'string' ? error : JSON.stringify(error) ?? String(error), stack: null };
}

export class ClientErrorReporter {
  private readonly sent = new Set<string>();

  constructor(
    private readonly send: PostToStudio = postToStudio,
    private readonly path: () => string = () => window.location.pathname,
  ) {}

  report(kind: ClientErrorReport['kind'], error: unknown): void {
    const { message, stack } = describe(error);
    const key = `${kind}:${message}`;
    if (this.sent.has(key) || this.sent.size >= MAX_REPORTS) return;
    this.sent.add(key);
    const report: ClientErrorReport = {
      kind,
      message: (message || 'unknown error').slice(0, 1000),
      stack: stack === null ? null : stack.slice(0, 8000),
      path: this.path().slice(0, 2048) || '/',
      traceId: latestTraceId(),
    };
    this.send(CLIENT_ERRORS_URL, JSON.stringify(report));
  }

  /** Listens to the window's uncaught errors and unhandled rejections. */
  install(target: Pick<Window, 'addEventListener'>): void {
    target.addEventListener('error', (event) => this.report('error', (event as ErrorEvent).error ?? (event as ErrorEvent).message));
    target.addEventListener('unhandledrejection', (event) => this.report('unhandledrejection', (event as PromiseRejectionEvent).reason));
  }
}

/** The page's one reporter (main.tsx installs it; the error boundary reports through it). */
export const clientErrors = new ClientErrorReporter();
