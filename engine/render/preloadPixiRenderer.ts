// Starts loading the code pixi's Application.init imports on demand (the browser environment: events,
// graphics, text, …) and probes the WebGL profile, so both are ready by the time the flow has arrived: the
// flow page calls this when it mounts, in parallel with the flow GET, instead of after it.
import { loadEnvironmentExtensions } from 'pixi.js';
import { browserWebGlProfile } from './detectWebGlRenderer';

let started = false;

export function preloadPixiRenderer(): void {
  if (started) return;
  started = true;
  // What Application.init awaits first (a dynamic import of pixi's browser extensions); loaded once per page.
  void loadEnvironmentExtensions(false).catch(() => undefined);
  browserWebGlProfile();
}
