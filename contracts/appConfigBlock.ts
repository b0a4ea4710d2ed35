// The id of the JSON data block in which the server writes the runtime config into the page (server/inlineAppConfig.ts)
// and from which the studio's first script reads it (src/app/earlyStart.ts).
export const APP_CONFIG_ELEMENT_ID = 'app-config';
