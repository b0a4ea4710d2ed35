// The canvas palette for the studio's light and dark themes (mirrors src/styles/tokens.css).

export interface RenderTheme {
  background: number;
  gridDot: number;
  cardFill: number;
  cardStroke: number;
  text: number;
  textMuted: number;
  accent: number;
  connection: number;
  connectionHover: number;
  portFill: number;
  portDisabled: number;
  selectionFill: number;
  /** Node warning icon. */
  warning: number;
  /** The results overlay's drop-off figures (--danger). */
  danger: number;
}

export const LIGHT_THEME: RenderTheme = {
  background: 0xf8f8f9,
  gridDot: 0xc4c4cc,
  cardFill: 0xffffff,
  cardStroke: 0xd4d4d8,
  text: 0x18181b,
  textMuted: 0x63636b,
  accent: 0x5b5bd6,
  connection: 0x9a9aa6,
  connectionHover: 0x52525b,
  portFill: 0xffffff,
  portDisabled: 0xd4d4d8,
  selectionFill: 0x5b5bd6,
  warning: 0xd97706,
  danger: 0xcd2b31,
};

export const DARK_THEME: RenderTheme = {
  background: 0x111113,
  gridDot: 0x3a3a40,
  cardFill: 0x1c1c1f,
  cardStroke: 0x3f3f46,
  text: 0xededef,
  textMuted: 0xa1a1aa,
  accent: 0x7878ee,
  connection: 0x6b6b75,
  connectionHover: 0xc4c4cc,
  portFill: 0x1c1c1f,
  portDisabled: 0x3f3f46,
  selectionFill: 0x7878ee,
  warning: 0xf59e0b,
  danger: 0xff6369,
};

export function renderTheme(name: 'light' | 'dark'): RenderTheme {
  return name === 'dark' ? DARK_THEME : LIGHT_THEME;
}
