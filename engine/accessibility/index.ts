// The canvas for assistive technology (issue 25): the focused node's description, the announcements, and the DOM
// mirror that carries them (the only DOM here, like input/attachCanvasInput.ts).
export { attachAccessibleMirror, CANVAS_HELP, type AccessibleMirror, type MirroredEditor } from './attachAccessibleMirror';
export { describeFocus, descriptionLines, descriptionText, nodeName, outputName, type FocusDescription } from './focusDescription';
export { patchAnnouncement, saveAnnouncement } from './flowAnnouncements';
