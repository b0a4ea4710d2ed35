// /embed.js: the loader a site pastes (README "Embedding"). For its own script tag (and any other
// `script[data-widget-id]` of this studio not yet started) it puts the widget's place right where the tag stands
// and mounts the widget there. Kept tiny: no runtime code here.
import { readEmbedOptions } from './embedOptions';
import { mountWidget } from './mountWidget';

declare const __WSR_RUNTIME_FILE__: string;
const STARTED = 'data-widget-started';

const startedAt = performance.now();
const current = document.currentScript as HTMLScriptElement | null;
const studio = new URL(current?.src ?? '/', location.href).origin;

function start(script: HTMLScriptElement): void {
  const options = readEmbedOptions(script);
  script.setAttribute(STARTED, '');
  if (!options) return console.error('[widget] embed.js needs data-widget-id');
  const place = document.createElement('div');
  place.setAttribute('data-widget-studio', options.widgetId);
  // A tag in <head> cannot hold a visible widget: its place goes at the end of the body.
  if (script.closest('head')) {
    if (document.body) document.body.append(place);
    else document.addEventListener('DOMContentLoaded', () => document.body.append(place), { once: true });
  } else script.before(place);
  mountWidget({ ...options, studio, runtimeFile: __WSR_RUNTIME_FILE__, mount: place, startedAt });
}

// async/defer scripts have no currentScript in some browsers: also look for tags of this loader not yet started.
for (const script of Array.from(document.querySelectorAll<HTMLScriptElement>(`script[data-widget-id]:not([${STARTED}])`))) {
  if (script === current || new URL(script.src || '/', location.href).origin === studio) start(script);
}
