// data-debug: the runtime's steps in the console, prefixed with the widget id. Silent otherwise.
export type DebugLog = (step: string, detail?: unknown) => void;

export function debugLog(enabled: boolean, widgetId: string, console: Pick<Console, 'info'> = globalThis.console): DebugLog {
  if (!enabled) return () => {};
  return (step, detail) => (detail === undefined ? console.info(`[widget ${widgetId}] ${step}`) : console.info(`[widget ${widgetId}] ${step}`, detail));
}
