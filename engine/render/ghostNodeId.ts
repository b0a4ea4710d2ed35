// The id of a card not in the flow yet (a ghost being placed; real ids start at 1). A module of its own so that
// the card's words (nodeCardText) need nothing of the node kinds' registry: the first view's picture, painted by
// the studio's first script, takes them along.
export const GHOST_NODE_ID = 0;
