// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Block } from '../../engine/model/view/blockTree';
import { blur, button, checkbox, click, container, destroyMountedViews, input, mountView, text, type, view } from '../testing/mountedView';
import { studioFontUrls } from './fontLoader';

afterEach(destroyMountedViews);

describe('block types', () => {
  it('renders each block type with its config, keyed by block id', () => {
    const root = container(1, [
      text(2, 'Hi {{1.name}}, key {{secret.api_key}}!'),
      button(3, 'Go {{1.name}}'),
      { id: 4, type: 'image', config: { image: 'file-1', alt: 'A cat' }, style: {} },
      checkbox(5, { name: 'Agree', label: 'I agree', defaultValue: true }),
      input(6, { name: 'Email', label: 'Your email', placeholder: 'you@x.com', type: 'email', defaultValue: '{{1.name}}@x.com' }),
      input(7, { name: 'note', type: 'multiline' }),
      input(8, { name: 'n', type: 'number' }),
    ]);
    const substitute = (value: string) => value.replace(/\{\{([^{}]*)\}\}/g, (_, token: string) => (token.trim() === '1.name' ? 'Ada' : `<${token}>`));
    const { handle, $ } = mountView(view(root), { substitute });
    expect(handle.blockElement(1)!.className).toBe('k-container b1');
    expect($('.b2').textContent).toBe('Hi Ada, key !');
    expect($('.b3').tagName).toBe('BUTTON');
    expect(($('.b3') as HTMLButtonElement).type).toBe('button');
    expect($('.b3').textContent).toBe('Go Ada');
    expect(($('.b4') as HTMLImageElement).src).toBe('https://studio.test/uploads/file-1/original.webp');
    expect(($('.b4') as HTMLImageElement).alt).toBe('A cat');
    expect(($('.b5 .n') as HTMLInputElement).checked).toBe(true);
    expect($('.b5 .t').textContent).toBe('I agree');
    expect($('.b5').hasAttribute('data-checked')).toBe(true);
    const email = $('.b6 .f') as HTMLInputElement;
    expect([email.type, email.placeholder, email.value]).toEqual(['email', 'you@x.com', 'Ada@x.com']);
    expect($('.b6 .l').textContent).toBe('Your email');
    expect(($('.b6 .l') as HTMLLabelElement).htmlFor).toBe(email.id);
    expect($('.b7 .f').tagName).toBe('TEXTAREA');
    expect(($('.b8 .f') as HTMLInputElement).inputMode).toBe('decimal');
    expect([...handle.shadowRoot.querySelectorAll('[data-block-id]')].map((element) => (element as HTMLElement).dataset.blockId)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  });

  it('texts are text, never HTML; an image without a file shows a placeholder only to designers', () => {
    const { $, handle } = mountView(view(container(1, [text(2, '<img src=x onerror=alert(1)>'), { id: 3, type: 'image', config: { image: null, alt: 'x' }, style: {} }])));
    expect($('.b2').children.length).toBe(0);
    expect($('.b3').classList.contains('empty')).toBe(true);
    expect(handle.shadowRoot.querySelector('img')).toBeNull();
  });

  it('a missing substitute leaves tokens as written, but never a secret', () => {
    const { $ } = mountView(view(container(1, [text(2, '{{1.a}} {{ secret.x }}')])));
    expect($('.b2').textContent).toBe('{{1.a}} ');
  });
});

describe('stylesheets', () => {
  it('each block has its own generated rules with a stable class, applied inside the shadow root', () => {
    const { handle, $ } = mountView(view(container(1, [text(2, 'a', {}, { color: '#ff0000', padding: [3, 5] })])));
    expect(handle.blockCss(2)).toContain('.b2{');
    expect(handle.blockCss(2)).toContain('color:#ff0000;');
    const computed = getComputedStyle($('.b2'));
    expect(computed.color).toMatch(/^(#ff0000|rgb\(255, 0, 0\))$/);
    expect(computed.padding).toBe('3px 5px');
  });

  it('can use <style> elements with the nonce instead of constructed sheets', () => {
    const { handle } = mountView(view(container(1, [text(2, 'a')])), { styleElements: true, nonce: 'n0nce' });
    const styles = [...handle.shadowRoot.querySelectorAll('style')];
    expect(styles.length).toBe(3);
    expect(styles.every((style) => style.nonce === 'n0nce')).toBe(true);
    expect(handle.shadowRoot.adoptedStyleSheets.length).toBe(0);
  });

  // happy-dom applies document rules inside shadow trees (unlike browsers), so the computed-style side of the
  // isolation is checked in Chromium (tests/e2e/blockRenderer.spec.ts); here: nothing of the view is outside it.
  it('everything of the view lives in its shadow root: the page gains no rule, the view no page rule', () => {
    const { host, handle } = mountView(view(container(1, [text(2, 'inside'), button(3, 'b')])));
    expect(host.shadowRoot).toBe(handle.shadowRoot);
    expect(host.childNodes.length).toBe(0);
    expect(document.head.querySelectorAll('style, link').length).toBe(0);
    expect(document.adoptedStyleSheets.length).toBe(0);
    expect(document.querySelector('.b2')).toBeNull();
    const sheets = handle.shadowRoot.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join(''));
    expect(sheets[0]).toContain(':host');
    expect(sheets[0]).toMatch(/\.frame\s*\{[^}]*all: initial/);
    expect(sheets.join('')).not.toMatch(/\b(r?em)\b|\d(r?em|vw|vh)\b/);
  });
});

describe('update()', () => {
  const root = () =>
    container(1, [
      text(2, 'one'),
      text(3, 'two', {}, { color: '#111111' }),
      container(4, [button(5, 'b1'), button(6, 'b2')], { direction: 'row', weights: [6, 6] }),
      input(10, { name: 'e', type: 'email', required: true }),
      checkbox(11, { name: 'c' }),
    ]);

  it('a style edit rewrites that block\'s stylesheet only and touches no element', () => {
    const { handle } = mountView(view(root()));
    const elements = [1, 2, 3, 4, 5, 6].map((id) => handle.blockElement(id));
    const sheets = [...handle.shadowRoot.adoptedStyleSheets];
    const before = [1, 2, 4, 5, 6].map((id) => handle.blockCss(id));
    const replaceSync = vi.spyOn(CSSStyleSheet.prototype, 'replaceSync');
    const observer = new MutationObserver(() => undefined);
    observer.observe(handle.shadowRoot, { subtree: true, childList: true, attributes: true, characterData: true });
    const next = root();
    next.children![1] = text(3, 'two', {}, { color: '#222222' });
    handle.update(view(next));
    expect(observer.takeRecords()).toEqual([]);
    expect(replaceSync).toHaveBeenCalledTimes(1);
    expect(handle.blockCss(3)).toContain('color:#222222;');
    expect([1, 2, 4, 5, 6].map((id) => handle.blockCss(id))).toEqual(before);
    expect([1, 2, 3, 4, 5, 6].map((id) => handle.blockElement(id))).toEqual(elements);
    expect([...handle.shadowRoot.adoptedStyleSheets]).toEqual(sheets);
    replaceSync.mockRestore();
  });

  it('a config edit replaces that block\'s element only; a container config edit is CSS only', () => {
    const { handle } = mountView(view(root()));
    const [two, three, row] = [2, 3, 4].map((id) => handle.blockElement(id));
    const next = root();
    next.children![0] = text(2, 'ONE');
    next.children![2] = { ...next.children![2]!, config: { direction: 'row', weights: [4, 8] } };
    handle.update(view(next));
    expect(handle.blockElement(2)).not.toBe(two);
    expect(handle.blockElement(2)!.textContent).toBe('ONE');
    expect(handle.blockElement(3)).toBe(three);
    expect(handle.blockElement(4)).toBe(row);
    expect(handle.blockCss(4)).toContain('* 4 / 12');
  });

  it('a text edit re-creates that element only and keeps its stylesheet as it is', () => {
    const { handle } = mountView(view(root()));
    const replaceSync = vi.spyOn(CSSStyleSheet.prototype, 'replaceSync');
    const next = root();
    next.children![1] = text(3, 'TWO', {}, { color: '#111111' });
    handle.update(view(next));
    expect(handle.blockElement(3)!.textContent).toBe('TWO');
    expect(handle.blockCss(3)).toContain('color:#111111;');
    expect(replaceSync).not.toHaveBeenCalled();
    replaceSync.mockRestore();
  });

  it('moves, adds and removes blocks keeping the elements of the others', () => {
    const { handle } = mountView(view(root()));
    const [two, five] = [2, 5].map((id) => handle.blockElement(id));
    const next = container(1, [container(4, [button(6, 'b2')]), text(9, 'new'), text(2, 'one')]);
    handle.update(view(next));
    const order = [...handle.shadowRoot.querySelectorAll('[data-block-id]')].map((element) => Number((element as HTMLElement).dataset.blockId));
    expect(order).toEqual([1, 4, 6, 9, 2]);
    expect(handle.blockElement(2)).toBe(two);
    expect(handle.blockElement(5)).toBeNull();
    expect(five!.isConnected).toBe(false);
    expect(handle.blockCss(5)).toBe('');
    expect(handle.blockCss(3)).toBe('');
    expect(handle.blockCss(9)).toContain('.b9{');
  });

  it('skips a subtree whose object did not change without looking inside it', () => {
    const untouched = container(4, [button(5, 'b1'), button(6, 'b2')], { direction: 'row', weights: [6, 6] });
    const first = container(1, [text(2, 'one'), untouched]);
    const { handle } = mountView(view(first));
    // Every read of a block inside the untouched subtree is counted from here on.
    let reads = 0;
    const watch = (block: Block) => {
      for (const key of ['id', 'type', 'config', 'style', 'children'] as const) {
        const value = block[key];
        Object.defineProperty(block, key, { get: () => ((reads += 1), value), enumerable: true, configurable: true });
      }
    };
    for (const block of untouched.children!) watch(block);
    const next = { ...first, children: [text(2, 'ONE'), untouched] };
    handle.update(view(next));
    expect(handle.blockElement(2)!.textContent).toBe('ONE');
    expect(reads).toBe(0);
    expect(handle.blockElement(5)!.isConnected).toBe(true);
  });

  it('a block moved out of a removed container in the same update stays, with its subtree; the rest goes', () => {
    const keep = container(7, [text(8, 'kept')]);
    const first = container(1, [container(4, [keep, text(9, 'gone')]), text(2, 'one')]);
    const { handle } = mountView(view(first));
    const [seven, eight] = [7, 8].map((id) => handle.blockElement(id));
    handle.update(view({ ...first, children: [first.children![1]!, keep] }));
    expect(handle.blockElement(7)).toBe(seven);
    expect(handle.blockElement(8)).toBe(eight);
    expect(eight!.isConnected).toBe(true);
    for (const id of [4, 9]) {
      expect(handle.blockElement(id)).toBeNull();
      expect(handle.blockCss(id)).toBe('');
    }
    const order = [...handle.shadowRoot.querySelectorAll('[data-block-id]')].map((element) => Number((element as HTMLElement).dataset.blockId));
    expect(order).toEqual([1, 2, 7, 8]);
  });

  it('removing a container removes its whole subtree; a container that becomes a leaf drops its children', () => {
    const first = container(1, [container(4, [container(5, [text(6, 'deep')])]), container(7, [text(8, 'child')])]);
    const { handle } = mountView(view(first));
    handle.update(view({ ...first, children: [first.children![1]!] }));
    for (const id of [4, 5, 6]) expect(handle.blockElement(id)).toBeNull();
    expect(handle.blockCss(6)).toBe('');
    handle.update(view({ ...first, children: [text(7, 'now a text')] }));
    expect(handle.blockElement(7)!.textContent).toBe('now a text');
    expect(handle.blockElement(8)).toBeNull();
    expect(handle.blockCss(8)).toBe('');
  });

  it('dialog on/off and size changes rebuild only the frame', () => {
    const { handle } = mountView(view(root()));
    const two = handle.blockElement(2);
    handle.update(view(root(), { dialog: true, size: 's' }));
    expect(handle.shadowRoot.querySelector('.panel')!.getAttribute('data-size')).toBe('s');
    expect(handle.blockElement(2)).toBe(two);
    handle.update(view(root(), { dialog: true, size: 'xl' }));
    expect(handle.shadowRoot.querySelector('.panel')!.getAttribute('data-size')).toBe('xl');
    handle.update(view(root()));
    expect(handle.shadowRoot.querySelector('.panel')).toBeNull();
    expect(handle.shadowRoot.querySelector('.frame.cq')!.contains(two)).toBe(true);
  });
});

describe('visitor interaction', () => {
  const form = () =>
    container(1, [
      input(2, { name: 'E-mail', type: 'email', required: true }),
      checkbox(3, { name: 'Agree', required: true }),
      input(4, { name: 'Age', type: 'number', min: 18 }),
      button(5, 'Back'),
      container(6, [button(7, 'Send')]),
    ]);

  it('validation blocks the button and shows the invalid state; a valid form hands on the values by normalised name', () => {
    const onButton = vi.fn();
    const { $ } = mountView(view(form()), { onButton });
    const email = $('.b2 .f') as HTMLInputElement;
    expect($('.b2').hasAttribute('data-empty')).toBe(true);
    expect($('.b2').hasAttribute('data-invalid')).toBe(false);
    type(email, 'not-an-email');
    expect($('.b2').hasAttribute('data-filled')).toBe(true);
    expect($('.b2').hasAttribute('data-invalid')).toBe(false);
    blur(email);
    expect($('.b2').hasAttribute('data-invalid')).toBe(true);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    click($('.b7'));
    expect(onButton).not.toHaveBeenCalled();
    expect($('.b3').hasAttribute('data-invalid')).toBe(true);
    expect($('.b7').hasAttribute('data-invalid')).toBe(true);
    type(email, 'ada@example.com');
    ($('.b3 .n') as HTMLInputElement).checked = true;
    $('.b3 .n').dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    type($('.b4 .f') as HTMLInputElement, '17');
    click($('.b7'));
    expect(onButton).not.toHaveBeenCalled();
    expect($('.b4').dataset.problem).toBe('min');
    type($('.b4 .f') as HTMLInputElement, '42');
    expect($('.b7').hasAttribute('data-invalid')).toBe(false);
    click($('.b7'));
    expect(onButton).toHaveBeenCalledWith(1, { e_mail: 'ada@example.com', agree: true, age: 42 });
    click($('.b5'));
    expect(onButton).toHaveBeenLastCalledWith(0, { e_mail: 'ada@example.com', agree: true, age: 42 });
    expect($('.b3').hasAttribute('data-checked')).toBe(true);
  });

  it('pending disables the controls and marks the clicked button and the fields', () => {
    const { handle, $ } = mountView(view(form()));
    handle.setPending(7);
    expect($('.b7').hasAttribute('data-pending')).toBe(true);
    expect($('.b5').hasAttribute('data-pending')).toBe(false);
    expect($('.b2').hasAttribute('data-pending')).toBe(true);
    expect(($('.b2 .f') as HTMLInputElement).disabled).toBe(true);
    expect(($('.b5') as HTMLButtonElement).disabled).toBe(true);
    handle.setPending(null);
    expect($('.b7').hasAttribute('data-pending')).toBe(false);
    expect(($('.b5') as HTMLButtonElement).disabled).toBe(false);
  });

  it('done (the flow ended): pending ends, the pressed button is marked done, the controls stay disabled and presses do nothing', () => {
    const onButton = vi.fn();
    const { handle, $ } = mountView(view(form()), { onButton });
    handle.setPending(7);
    expect($('.b7').getAttribute('aria-busy')).toBe('true');
    handle.setDone(7);
    expect($('.b7').hasAttribute('data-pending')).toBe(false);
    expect($('.b7').hasAttribute('aria-busy')).toBe(false);
    expect($('.b7').hasAttribute('data-done')).toBe(true);
    expect($('.b5').hasAttribute('data-done')).toBe(false);
    expect($('.b2').hasAttribute('data-pending')).toBe(false);
    expect(($('.b2 .f') as HTMLInputElement).disabled).toBe(true);
    expect(($('.b5') as HTMLButtonElement).disabled).toBe(true);
    click($('.b5'));
    expect(onButton).not.toHaveBeenCalled();
    handle.setDone(null);
    expect($('.b7').hasAttribute('data-done')).toBe(false);
    expect(($('.b7') as HTMLButtonElement).disabled).toBe(true);
  });

  it('reports the first interaction once', () => {
    const onTouch = vi.fn();
    const { $ } = mountView(view(form()), { onTouch });
    $('.b2 .f').dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    type($('.b2 .f') as HTMLInputElement, 'x');
    expect(onTouch).toHaveBeenCalledTimes(1);
  });

  it('design mode: no input handling, no state overrides, nothing focusable; blocks found from events', () => {
    const onButton = vi.fn();
    const onTouch = vi.fn();
    const { handle, $ } = mountView(view(container(1, [button(2, 'b', { overrides: [{ when: ['hovered'], styles: [{ property: 'color', value: '#ff0000' }] }] }), checkbox(3, { name: 'c' })])), { onButton, onTouch, mode: 'design' });
    expect(handle.shadowRoot.querySelector('.frame')!.getAttribute('data-mode')).toBe('design');
    expect(handle.blockCss(2)).toContain('.frame[data-mode=preview] .b2:hover{color:#ff0000;}');
    click($('.b2'));
    $('.b2').dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    expect(onButton).not.toHaveBeenCalled();
    expect(onTouch).not.toHaveBeenCalled();
    expect($('.b2').tabIndex).toBe(-1);
    expect(($('.b3 .n') as HTMLInputElement).tabIndex).toBe(-1);
    let found: number | null = null;
    handle.shadowRoot.addEventListener('click', (event) => (found = handle.blockIdAt(event)));
    click($('.b3 .t'));
    expect(found).toBe(3);
    expect([...handle.blockRects().keys()].sort()).toEqual([1, 2, 3]);
    handle.setMode('preview');
    click($('.b2'));
    expect(onButton).toHaveBeenCalledWith(0, { c: false });
  });
});

describe('dialog', () => {
  it('a dialog of the chosen size with a close button; close, Escape and the backdrop call onClose', () => {
    const onClose = vi.fn();
    const { handle } = mountView(view(container(1, [text(2, 'hi')]), { dialog: true, size: 'l' }), { onClose });
    const panel = handle.shadowRoot.querySelector('.panel')!;
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.getAttribute('data-size')).toBe('l');
    expect(panel.classList.contains('cq')).toBe(true);
    click(handle.shadowRoot.querySelector('.close')!);
    handle.shadowRoot.querySelector('.b2')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    click(handle.shadowRoot.querySelector('.backdrop')!);
    click(handle.shadowRoot.querySelector('.b2')!);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('contained placement keeps the dialog inside the host (the editor canvas)', () => {
    const { handle } = mountView(view(container(1, []), { dialog: true, size: 'full' }), { dialogPlacement: 'contained' });
    expect(handle.shadowRoot.querySelector('.frame')!.classList.contains('contained')).toBe(true);
  });
});

describe('fonts', () => {
  it('registers each family, weight and style a block uses (overrides included) from studio paths only, once', () => {
    const faces: [string, string, FontFaceDescriptors | undefined][] = [];
    class FakeFontFace {
      constructor(family: string, source: string, descriptors?: FontFaceDescriptors) {
        faces.push([family, source, descriptors]);
      }
      load = () => Promise.resolve(this);
    }
    vi.stubGlobal('FontFace', FakeFontFace);
    Object.defineProperty(document, 'fonts', { value: { add: vi.fn() }, configurable: true });
    const fontUrl = studioFontUrls('https://studio.test');
    const font = (family: string, url: string | null, extra: Record<string, unknown> = {}) => ({ font: { family, url, ...extra } });
    const blocks = [
      text(2, 'a', {}, font('Lato', '/fonts/lato/700-normal.woff2', { weight: 700 })),
      text(3, 'b', {}, font('Lato', '/fonts/lato/700-normal.woff2', { weight: 700 })),
      text(4, 'c', {}, font('Evil Sans', 'https://fonts.example.com/evil.woff2', { weight: 300 })),
      text(6, 'd', {}, font('Playfair Display', null, { style: 'italic' })),
      button(5, 'b', { font: { family: 'Lato', weight: 700, url: '/fonts/lato/700-normal.woff2' }, overrides: [{ when: ['hovered'], styles: [{ property: 'font', value: { family: 'Roboto', style: 'italic' } }] }] }),
    ];
    mountView(view(container(1, blocks)), { fontUrl });
    expect(faces).toEqual([
      ['Lato', 'url("https://studio.test/fonts/lato/700-normal.woff2")', { weight: '700', style: 'normal' }],
      // A stored URL of another host is never fetched: the studio's path of that face is asked instead.
      ['Evil Sans', 'url("https://studio.test/fonts/evil-sans/300-normal.woff2")', { weight: '300', style: 'normal' }],
      ['Playfair Display', 'url("https://studio.test/fonts/playfair-display/400-italic.woff2")', { weight: '400', style: 'italic' }],
      // The override changes the family only: its own file, not the base font's URL.
      ['Roboto', 'url("https://studio.test/fonts/roboto/700-italic.woff2")', { weight: '700', style: 'italic' }],
    ]);
    vi.unstubAllGlobals();
  });
});
