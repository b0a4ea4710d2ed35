// @vitest-environment happy-dom
// The canvas for screen readers (issue 25): the mirror holds the focused node only — name, summary, selection,
// warnings, connections in and out by name — follows the keyboard focus through aria-activedescendant, and its live
// region says what changed (added, connected, deleted, saved, refused, keyboard commands).
import { afterEach, describe, expect, it } from 'vitest';
import { TestEditor } from '../../tests/harness/TestEditor';
import type { FlowDocument } from '../model/flowTypes';
import { testNode } from '../testing/testNode';
import { NODE_KIND_LABELS } from '../render/nodeKindStyle';
import { attachAccessibleMirror, type AccessibleMirror } from './attachAccessibleMirror';
import { patchAnnouncement, saveAnnouncement } from './flowAnnouncements';

const view = (id: number, x: number) =>
  testNode(id, 'view', x, 0, {
    root: { id: 1, type: 'container', config: {}, style: {}, children: [{ id: 2, type: 'text', config: { text: 'Stay in touch' }, style: {} }, { id: 3, type: 'button', config: { label: 'Send' }, style: {} }] },
  });

function flow(): FlowDocument {
  return {
    nodes: [testNode(1, 'entrypoint', 0, 0), view(2, 320), testNode(3, 'redirect', 700, 0, { url: '' }), testNode(4, 'define', 700, 400)],
    connections: [
      { from: [1, 0], to: [2, 0] },
      { from: [2, 0], to: [3, 0] },
    ],
  };
}

let mirrors: AccessibleMirror[] = [];
afterEach(() => {
  for (const mirror of mirrors) mirror.destroy();
  mirrors = [];
  document.body.replaceChildren();
});

function setUp() {
  const t = new TestEditor(flow());
  const element = document.createElement('div');
  document.body.append(element);
  const mirror = attachAccessibleMirror(element, t.editor, { kindLabel: (type) => NODE_KIND_LABELS[type] });
  mirrors.push(mirror);
  return { t, element, mirror };
}

describe('accessible mirror', () => {
  it('makes the canvas an application described by its keys, with the focused node as its active descendant', () => {
    const { t, element, mirror } = setUp();
    expect(element.getAttribute('role')).toBe('application');
    expect(document.getElementById(element.getAttribute('aria-describedby')!)!.textContent).toMatch(/^Flow canvas\. Arrow keys/);
    expect(element.hasAttribute('aria-activedescendant')).toBe(false);
    t.editor.input.canvasFocus(true);
    t.editor.keyboard.focusNode(2);
    const active = document.getElementById(element.getAttribute('aria-activedescendant')!)!;
    expect(active.getAttribute('aria-label')).toBe('View #2');
    expect(mirror.read().description).toBe('Stay in touch. selected. In: from Entrypoint #1. Out: Send to Redirect #3.');
    // Only the focused node is in the DOM, whatever the flow's size.
    expect(element.querySelectorAll('[aria-roledescription=node]').length).toBe(1);
  });

  it('follows the focus, the warnings and the edits of its neighbourhood', () => {
    const { t, mirror } = setUp();
    t.editor.input.canvasFocus(true);
    t.editor.keyboard.focusNode(3);
    expect(mirror.read().name).toBe('Redirect #3');
    expect(mirror.read().description).toContain('1 warning: The redirect has no URL. In:');
    expect(mirror.read().description).toContain('In: from View #2 (Send)');
    t.key({ type: 'focus', direction: 'down', extend: false });
    expect(mirror.read().name).toBe('Define #4');
    expect(mirror.read().description).toContain('Nothing connected in');
    // Connected from the keyboard: announced, and the description follows.
    t.key({ type: 'home' }).key({ type: 'focus', direction: 'right', extend: false });
    expect(mirror.read().name).toBe('View #2');
  });

  it('says what changed: added, connected, deleted, refused, saved', () => {
    const { t, mirror } = setUp();
    t.editor.input.canvasFocus(true);
    t.editor.keyboard.focusNode(3);
    const id = t.editor.keyboard.addNode('condition')!;
    expect(mirror.read().live).toBe(`Added Condition #${id}.`);
    t.editor.keyboard.focusNode(4);
    t.key({ type: 'connect' });
    expect(mirror.read().live).toMatch(/^Connecting from Define #4\./);
    t.editor.keyboard.focusNode(id, false);
    expect(mirror.read().description).toContain('Enter connects Define #4 here');
    t.key({ type: 'activate' });
    expect(mirror.read().live).toBe(`Connected Define #4 to Condition #${id}.`);
    t.key('delete');
    expect(mirror.read().live).toBe(`Deleted Condition #${id}.`);
    t.wait(1100);
    t.saves.at(-1)!.resolve({ version: 2 });
    return Promise.resolve().then(() => expect(mirror.read().live).toBe('All changes saved.'));
  });

  it('destroy removes the mirror and gives the element its attributes back', () => {
    const { element, mirror } = setUp();
    mirror.destroy();
    mirrors = [];
    expect(element.children.length).toBe(0);
    expect(element.hasAttribute('role')).toBe(false);
  });
});

describe('announcements', () => {
  it('one sentence per edit from its ops; moves and form edits say nothing; save states only when they matter', () => {
    const t = new TestEditor(flow());
    const model = t.editor.model;
    const label = (type: keyof typeof NODE_KIND_LABELS) => NODE_KIND_LABELS[type];
    expect(patchAnnouncement({ ops: [{ op: 'moveNode', id: 2, from: [0, 0], to: [40, 0] }] }, model, label)).toBeNull();
    expect(patchAnnouncement({ ops: [{ op: 'disconnect', connection: { from: [2, 0], to: [3, 0] } }] }, model, label)).toBe('Removed a connection.');
    expect(saveAnnouncement('pending', 'saved')).toBe('All changes saved.');
    expect(saveAnnouncement('draft', 'pending')).toBeNull();
    expect(saveAnnouncement('pending', 'error')).toMatch(/^Saving failed/);
  });
});
