// The fixed part of a view's stylesheet: a reset at the shadow boundary (nothing inherited from the host
// page gets in), the block types' structural rules, the dialog frame, and the accessibility defaults (issue 25):
// a focus ring on every control, 24 × 24 px targets, the default invalid style and message, reduced motion, the
// visually hidden live region. Pixel units only (browser zoom scales them; nothing has a fixed height).
import { DIALOG_SIZES, DIALOG_SIZE_WIDTH } from '../../engine/model/kinds/viewKind';

/** A dialog's width per size: the same table the view editor offers (viewKind), `full` fills the page. */
const DIALOG_PANEL_WIDTHS = DIALOG_SIZES.filter((size) => size !== 'full')
  .map((size) => `.panel[data-size=${size}]{max-width:${DIALOG_SIZE_WIDTH[size]};}`)
  .join('');

export const VIEW_BASE_CSS = [
  ':host{all:initial;display:block;}',
  '.frame{all:initial;display:block;box-sizing:border-box;font-family:sans-serif;font-size:16px;line-height:1.4;color:#000000;text-align:left;-webkit-text-size-adjust:100%;}',
  '.frame *,.frame *::before,.frame *::after{box-sizing:border-box;margin:0;}',
  '.cq{container:view/inline-size;}',
  '.k-container{display:flex;min-width:0;}',
  '.k-text{white-space:pre-wrap;overflow-wrap:anywhere;}',
  // Visually hidden, still read (the live region).
  '.sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0;}',
  // The frame and panel take focus only by script (a press went pending, a view replaced the one in use).
  '.frame:focus,.panel:focus{outline:none;}',
  // Focus is always visible: a ring outside the control, drawn twice (dark inside, light outside) so it shows on
  // any background the designer picks. Designers' focused overrides style the control itself, not the ring.
  '.frame[data-mode=preview] .k-button:focus-visible,.frame[data-mode=preview] .f:focus-visible,.close:focus-visible{outline:2px solid #1a1a1a;outline-offset:2px;box-shadow:0 0 0 4px #ffffff;}',
  // WCAG 2.5.8: targets at least 24 × 24 px (a designer's own sizes in the block's sheet come later and win).
  '.k-button{min-width:24px;min-height:24px;}',
  '.k-checkbox{min-height:24px;}',
  '.k-button{appearance:none;cursor:pointer;line-height:1.2;text-align:center;}',
  '.k-button:disabled{cursor:default;}',
  // The flow's feedback on the pressed button (runtime/README.md "The end of a flow"): a turning ring while the
  // flow goes on (pending), a check mark in the label's font once it finished there (done), in the button's text
  // colour; designers' pending overrides style the button around it.
  '.k-button[data-pending]{cursor:progress;}',
  '.k-button[data-pending]::after{content:"";display:inline-block;box-sizing:border-box;width:12px;height:12px;margin-left:8px;vertical-align:-1px;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:wsr-turn 0.8s linear infinite;}',
  '.k-button[data-done]::after{content:"\\2713";margin-left:8px;}',
  '@keyframes wsr-turn{to{transform:rotate(360deg);}}',
  '@media (prefers-reduced-motion:reduce){.k-button[data-pending]::after{animation:none;border-right-color:currentColor;opacity:0.6;}}',
  // A designer's transitions (and any motion) stop for visitors who asked for less motion.
  '@media (prefers-reduced-motion:reduce){.frame *,.frame *::before,.frame *::after{transition:none !important;animation-duration:0s !important;}}',
  '.k-image{display:block;max-width:100%;height:auto;}',
  '.k-image.empty{min-height:96px;background:#e5e7eb;}',
  '.frame[data-mode=preview] .k-image.empty{display:none;}',
  '.k-input{display:flex;flex-direction:column;min-width:0;}',
  '.k-input .l:empty,.k-checkbox .t:empty{display:none;}',
  '.k-input .f{appearance:none;display:block;width:100%;min-width:0;line-height:1.4;}',
  '.k-input textarea.f{resize:none;overflow:hidden;min-height:64px;}',
  '.k-checkbox{display:flex;align-items:center;cursor:pointer;position:relative;}',
  '.k-checkbox .n{position:absolute;opacity:0;width:1px;height:1px;pointer-events:none;}',
  '.k-checkbox .x{position:relative;flex:none;display:inline-block;}',
  '.k-checkbox .x::after{content:"";position:absolute;left:34%;top:14%;width:32%;height:56%;border-style:solid;transform:rotate(45deg);opacity:0;}',
  '.k-checkbox .n:checked+.x::after{opacity:1;}',
  '.k-checkbox .n:focus-visible+.x{outline:2px solid #1a1a1a;outline-offset:2px;box-shadow:0 0 0 4px #ffffff;}',
  // Invalid (issue 25): the message under the field in the label's colour, marked by a sign (never colour alone),
  // and a red ring on the field even when the designer styled no invalid state.
  '.m:empty{display:none;}',
  '.m{font-size:14px;line-height:1.4;font-weight:600;}',
  // The sign is decoration for assistive technology (empty alternative text): the words are the message.
  '.m::before{content:"\\26A0\\FE0E  " / "";}',
  '.k-checkbox .m{flex-basis:100%;}',
  // The failed end's message: its own colours, readable on any background the designer chose (7:1).
  '.notice{margin:8px 0 0;padding:8px 12px;border-radius:4px;background:#ffffff;color:#8e1b13;}',
  '.k-checkbox[data-invalid]{flex-wrap:wrap;}',
  '.frame[data-mode=preview] .k-input[data-invalid] .f,.frame[data-mode=preview] .k-checkbox[data-invalid] .x{outline:2px solid #c62828;outline-offset:0;}',
  '.frame[data-mode=design] .f,.frame[data-mode=design] .n{pointer-events:none;}',
  '.frame[data-mode=design] .k-button,.frame[data-mode=design] .k-checkbox{cursor:default;}',
  '.backdrop{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;padding:16px;background:rgba(0,0,0,0.5);overflow:auto;}',
  '.frame.contained .backdrop{position:absolute;min-height:100%;z-index:0;}',
  '.panel{position:relative;width:100%;max-height:100%;overflow:auto;border-radius:8px;box-shadow:0px 8px 32px rgba(0,0,0,0.3);}',
  DIALOG_PANEL_WIDTHS,
  '.backdrop[data-size=full]{padding:0;}.panel[data-size=full]{max-width:none;height:100%;max-height:none;border-radius:0;}',
  '.close{position:absolute;top:4px;right:4px;z-index:1;width:32px;height:32px;border:0;padding:0;background:transparent;color:#000000;font-size:24px;line-height:32px;cursor:pointer;font-family:sans-serif;}',
].join('');
