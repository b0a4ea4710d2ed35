// What each node kind does, in one line: the add-node modal shows it under the kind's name and the built-in
// documentation (docsSite/) prints it at the top of the kind's section. A module of its own, apart from the kind
// definitions, so the visitors' runtime (which imports the kinds) does not carry these texts.
import type { NodeType } from '../flowTypes';

export const NODE_KIND_DESCRIPTIONS: Readonly<Record<NodeType, string>> = {
  entrypoint: 'Where every run starts: offers the page, the visitor, query parameters and data attributes, and names the sites that may embed the widget.',
  redirect: 'Sends the visitor to another address (http or https), adding a history entry or replacing the current one.',
  view: 'Shows a screen designed in the view editor, in the page or as a dialog; each button continues the flow.',
  await: 'Waits until the visitor has spent some time, scrolled, left the window with the cursor or switched tabs.',
  storage: "Reads, writes or removes cookies and entries of the browser's local or session storage.",
  condition: 'Compares values and continues on the first branch whose conditions hold, else on the default.',
  ab_testing: 'Splits visitors at random between two to five branches by weight, optionally the same branch for the same visitor.',
  ai_prompt: "Sends a prompt to the studio's AI service and offers the answer to the nodes after it.",
  function: 'Computes values with ready-made math and text functions (round, replace, regex, encode…).',
  code: "Runs your own JavaScript on the studio, reading the flow's values and adding new ones.",
  define: 'Names values, fixed or built from other values, for the nodes after it.',
  collect: 'Saves a record of named fields, listed on the Results page and exportable.',
  http_request: 'Calls an HTTP API or webhook from the studio, with secrets kept on the server.',
  email: "Sends an email from the studio, built from the flow's values.",
  note: 'A note on the canvas for the people building the flow; it never runs.',
};

/** The one-line description of a kind. */
export function nodeKindDescription(type: NodeType): string {
  return NODE_KIND_DESCRIPTIONS[type];
}
