// Business constants of the flow editor (editor.md §9). One place, imported by model, spatial and machines.

export const GRID_SPACING = 40;
export const PORT_SPACING = 40;
export const PORT_SAFE_ZONE = 24;

export const ZOOM_MIN = 0.25;
export const ZOOM_MAX = 5;
export const WHEEL_ZOOM_STEP = 0.05;
export const TOOLBAR_ZOOM_IN = 1.1;
export const TOOLBAR_ZOOM_OUT = 0.9;
export const FIT_PADDING = 200;
export const FIT_MAX_SCALE = 1.5;
export const FIT_ANIMATION_MS = 1000;
/** The farthest from the origin a view's centre is remembered or asked about (world units; far beyond any flow). */
export const VIEW_COORDINATE_MAX = 1e9;

export const CLICK_TOLERANCE_PX = 5;
export const CONNECTION_HOVER_PX = 5;
/** Hit-testing a connection ignores this many screen pixels at either end (the ports are there). */
export const CONNECTION_END_IGNORE_PX = 8;

export const AUTOSAVE_DEBOUNCE_MS = 1000;
export const PUBLISH_FEEDBACK_MS = 2000;
/** Context values and warnings are recomputed this long after the last edit (editor.md §3, §9). */
export const CONTEXT_RECOMPUTE_DEBOUNCE_MS = 1000;

/** The shared name length limit of editor.md §5 ("value not shown"); the studio uses 64 for names. */
export const NAME_LENGTH_MAX = 64;

/**
 * The largest node id: what a PostgreSQL integer holds (the server stores a flow in pages of 1000 ids and the ids
 * travel as JSON numbers), far beyond any real flow, whose new ids are the highest plus one.
 */
export const MAX_NODE_ID = 2 ** 31 - 1;

/** Port indexes are packed into one number with the node id (see portKey.ts); a node has fewer ports than this. */
export const MAX_PORTS_PER_NODE = 4096;
