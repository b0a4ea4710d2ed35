// Custom block forms injected by whoever renders the view editor (editor.md §2: "Custom forms can be
// injected"): each is one more collapsible section of the property panel, after the built-in ones, for the
// block types it names. It edits the block through the same BlockForm as the built-in sections, so its edits
// are undo steps, read-only disables it, and the server's schema still checks what it writes on save.
import type { ReactNode } from 'react';
import type { BlockType } from '../../../../engine/model/view/blockStyle';
import type { BlockForm } from './blockForm';

export interface CustomBlockForm {
  /** Unique among the injected forms; the section's test id is `view-section-custom-{id}`. */
  id: string;
  /** The section's heading. */
  title: string;
  /** The block types it applies to; every type when left out. */
  types?: readonly BlockType[];
  render(form: BlockForm): ReactNode;
}

/** The injected forms that apply to a block type, in the order they were given. */
export function customFormsFor(forms: readonly CustomBlockForm[], type: BlockType): CustomBlockForm[] {
  return forms.filter((form) => !form.types || form.types.includes(type));
}
