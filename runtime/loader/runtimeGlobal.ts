// How the loader (and the React component) reach the runtime bundle once it ran: one global, typed here.
import type { WidgetHandle, WidgetOptions } from '../startWidget';

export const RUNTIME_GLOBAL = '__widgetStudioRuntime';

export interface RuntimeGlobal {
  start(options: WidgetOptions): WidgetHandle;
}

export type { WidgetHandle, WidgetOptions };
