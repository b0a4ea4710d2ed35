// @vitest-environment happy-dom
// What assistive technology gets from a view (issue 25): semantics per block type, validation that is shown, said and
// focused, pending and done said, and a dialog that takes focus, keeps it, gives it back and makes the page inert.
// What needs a real browser (axe, layout, keyboard through the shadow boundary) is tests/e2e/runtimeAccessibility.spec.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Block } from '../../engine/model/view/blockTree';
import { blur, button, checkbox, click, container, destroyMountedViews, input, mountView, text, type, view } from '../testing/mountedView';
import { ANNOUNCEMENTS } from './renderView';

afterEach(destroyMountedViews);

const tab = (root: ShadowRoot, shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, composed: true, cancelable: true });
  (root.activeElement ?? root.host).dispatchEvent(event);
  return event.defaultPrevented;
};

describe('semantics of each block type', () => {
  it('texts are paragraphs or headings of their level; an out-of-range level is a paragraph', () => {
    const { $ } = mountView(view(container(1, [text(2, 'Title', { headingLevel: 2 }), text(3, 'Body'), text(4, 'Odd', { headingLevel: 9 })])));
    expect($('.b2').tagName).toBe('H2');
    expect($('.b3').tagName).toBe('P');
    expect($('.b4').tagName).toBe('P');
  });

  it('inputs and checkboxes are labelled by their label and described by their message; without a label they still get a name', () => {
    const { $ } = mountView(
      view(container(1, [input(2, { name: 'email', label: 'Email' }), input(3, { name: 'city', placeholder: 'Your city' }), input(4, { name: 'zip' }), checkbox(5, { name: 'ok', label: 'I agree' }), checkbox(6, { name: 'news' })])),
    );
    const email = $('.b2 .f');
    expect(($('.b2 .l') as HTMLLabelElement).htmlFor).toBe(email.id);
    expect(email.getAttribute('aria-describedby')).toBe($('.b2 .m').id);
    expect(email.hasAttribute('aria-label')).toBe(false);
    expect($('.b3 .f').getAttribute('aria-label')).toBe('Your city');
    expect($('.b4 .f').getAttribute('aria-label')).toBe('zip');
    const box = $('.b5 .n');
    expect(box.getAttribute('aria-labelledby')).toBe($('.b5 .t').id);
    expect($('.b5 .t').textContent).toBe('I agree');
    expect(box.getAttribute('aria-describedby')).toBe($('.b5 .m').id);
    expect($('.b6 .n').getAttribute('aria-label')).toBe('news');
  });

  it('images carry their alt text; buttons are buttons', () => {
    const { $ } = mountView(view(container(1, [{ id: 2, type: 'image', config: { image: 'f1', alt: 'A red bicycle' }, style: {} }, button(3, 'Go')])));
    expect(($('.b2') as HTMLImageElement).alt).toBe('A red bicycle');
    expect($('.b3').tagName).toBe('BUTTON');
  });
});

describe('validation is perceivable', () => {
  const form = (patch: Record<string, unknown> = {}) => view(container(1, [input(2, { name: 'email', label: 'Email', type: 'email', required: true, ...patch }), checkbox(3, { name: 'ok', label: 'I agree', required: true }), button(4, 'Send')]));

  it('a field left invalid shows the rule\'s default text under it and says it with the label', () => {
    const { $, live } = mountView(form());
    const email = $('.b2 .f') as HTMLInputElement;
    expect($('.b2 .m').textContent).toBe('');
    type(email, 'nope');
    blur(email);
    expect($('.b2 .m').textContent).toBe('Enter an email address, like name@example.com.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(live()).toBe('Email: Enter an email address, like name@example.com.');
    type(email, 'a@b.co');
    expect($('.b2 .m').textContent).toBe('');
    expect(email.hasAttribute('aria-invalid')).toBe(false);
  });

  it('the designer\'s text replaces the default, with {{tokens}} substituted', () => {
    const { $ } = mountView(form({ typeMessage: 'Hi {{1.name}}, we need a real address' }), { substitute: (value) => value.replace('{{1.name}}', 'Ada') });
    const email = $('.b2 .f') as HTMLInputElement;
    type(email, 'nope');
    blur(email);
    expect($('.b2 .m').textContent).toBe('Hi Ada, we need a real address');
  });

  it('a blocked press says how many fields need attention and focuses the first invalid one', () => {
    const onButton = vi.fn();
    const { $, live, handle } = mountView(form(), { onButton });
    click($('.b4'));
    expect(onButton).not.toHaveBeenCalled();
    expect(live()).toBe(ANNOUNCEMENTS.invalid(2));
    expect(handle.shadowRoot.activeElement).toBe($('.b2 .f'));
    expect($('.b2 .m').textContent).toBe('This field is required.');
    expect($('.b3 .m').textContent).toBe('Check this box to continue.');
  });

  it('a field left by pressing a button shows its message only once the press is over (nothing moves under the pointer)', () => {
    vi.useFakeTimers();
    try {
      const onButton = vi.fn();
      const { $, live } = mountView(form(), { onButton });
      const email = $('.b2 .f') as HTMLInputElement;
      type(email, 'nope');
      $('.b4').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      blur(email);
      expect($('.b2 .m').textContent).toBe('');
      document.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
      click($('.b4'));
      expect(onButton).not.toHaveBeenCalled();
      expect($('.b2 .m').textContent).toBe('Enter an email address, like name@example.com.');
      vi.runAllTimers();
      expect(live()).toBe(ANNOUNCEMENTS.invalid(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('pending and done are said, and focus stays in the view when the pressed button is disabled', () => {
    const { $, live, handle } = mountView(view(container(1, [button(2, 'Go')])), { onButton: () => handle.setPending(2) });
    $('.b2').focus();
    click($('.b2'));
    expect(live()).toBe(ANNOUNCEMENTS.pending);
    expect(($('.b2') as HTMLButtonElement).disabled).toBe(true);
    expect(handle.shadowRoot.activeElement).toBe($('.frame'));
    handle.setDone(2);
    expect(live()).toBe(ANNOUNCEMENTS.done);
    expect($('.notice')).toBeNull();
    handle.setDone(null);
    expect(live()).toBe(ANNOUNCEMENTS.failed);
    // Seen too, not only heard: the message stays under the blocks.
    expect($('.notice').textContent).toBe(ANNOUNCEMENTS.failed);
  });

  it('a failure reported twice shows one notice, still said again', () => {
    const { handle, live } = mountView(view(container(1, [button(2, 'Go')])));
    handle.setDone(null);
    handle.setDone(null);
    const notices = handle.shadowRoot.querySelectorAll('.notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.textContent).toBe(ANNOUNCEMENTS.failed);
    expect(live()).toBe(ANNOUNCEMENTS.failed);
  });
});

describe('a dialog over the page', () => {
  const dialog = (children: Block[]) => view(container(1, children), { dialog: true, size: 's' });

  it('takes focus to its first control, keeps Tab inside, closes on Escape and gives focus back; the page is inert meanwhile', () => {
    const opener = document.createElement('button');
    const aside = document.createElement('p');
    document.body.append(opener, aside);
    opener.focus();
    const onClose = vi.fn();
    const { $, handle, host } = mountView(dialog([text(2, 'Welcome', { headingLevel: 2 }), input(3, { name: 'n', label: 'Name' }), button(4, 'OK')]), { onClose });
    const root = handle.shadowRoot;
    expect(root.activeElement).toBe($('.b3 .f'));
    expect($('.panel').getAttribute('aria-labelledby')).toBe($('.b2').id);
    expect($('.panel').getAttribute('aria-modal')).toBe('true');
    expect([opener.hasAttribute('inert'), aside.hasAttribute('inert'), host.hasAttribute('inert')]).toEqual([true, true, false]);

    $('.b4').focus();
    expect(tab(root)).toBe(true);
    expect(root.activeElement).toBe($('.close'));
    expect(tab(root, true)).toBe(true);
    expect(root.activeElement).toBe($('.b4'));

    root.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    handle.destroy();
    expect([opener.hasAttribute('inert'), aside.hasAttribute('inert')]).toEqual([false, false]);
    expect(document.activeElement).toBe(opener);
  });

  it('a page element already inert stays inert; without a text the dialog is still named', () => {
    const kept = document.createElement('div');
    kept.setAttribute('inert', '');
    document.body.append(kept);
    const { $, handle } = mountView(dialog([button(2, 'OK')]));
    expect($('.panel').getAttribute('aria-label')).toBe('Dialog');
    expect(handle.shadowRoot.activeElement).toBe($('.b2'));
    handle.destroy();
    expect(kept.hasAttribute('inert')).toBe(true);
  });

  it('contained in the editor canvas it neither takes focus nor makes the page inert', () => {
    const other = document.createElement('button');
    document.body.append(other);
    other.focus();
    const { $, handle } = mountView(dialog([button(2, 'OK')]), { dialogPlacement: 'contained' });
    expect(document.activeElement).toBe(other);
    expect(other.hasAttribute('inert')).toBe(false);
    expect($('.panel').hasAttribute('aria-modal')).toBe(false);
    handle.destroy();
  });
});
