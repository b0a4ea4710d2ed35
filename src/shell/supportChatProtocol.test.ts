import { describe, expect, it } from 'vitest';
import { isChatReady } from './supportChatProtocol';

describe('isChatReady', () => {
  const frame = {} as Window;
  it('accepts a ready message from the frame at the chat origin', () => {
    expect(isChatReady({ data: { type: 'ready' }, origin: 'https://chat.example', source: frame }, frame, 'https://chat.example')).toBe(true);
    expect(isChatReady({ data: 'ready', origin: 'https://chat.example', source: frame }, frame, 'https://chat.example')).toBe(true);
  });
  it('ignores other windows, origins and messages', () => {
    expect(isChatReady({ data: { type: 'ready' }, origin: 'https://evil.example', source: frame }, frame, 'https://chat.example')).toBe(false);
    expect(isChatReady({ data: { type: 'ready' }, origin: 'https://chat.example', source: {} as Window }, frame, 'https://chat.example')).toBe(false);
    expect(isChatReady({ data: { type: 'hello' }, origin: 'https://chat.example', source: frame }, frame, 'https://chat.example')).toBe(false);
    expect(isChatReady({ data: { type: 'ready' }, origin: 'https://chat.example', source: frame }, null, 'https://chat.example')).toBe(false);
  });
});
