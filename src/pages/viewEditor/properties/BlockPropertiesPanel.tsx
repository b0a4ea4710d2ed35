// The selected block's property form (editor.md §2 side panel): titled by the block type, the collapsible
// sections of that type (blockSections.ts), each field showing the message of the schema the server checks on
// save (blockProblems.ts); the empty state offers to add a block. Read-only disables every field and hides
// every add, remove and reorder control.
import { memo, useMemo, useRef, useState } from 'react';
import { viewAccessibilityIssues } from '../accessibility/blockAccessibility';
import type { ModifiableProperty } from '../../../../engine/model/view/blockStyle';
import { blockAtPath, pathToBlock } from '../../../../engine/model/view/blockPatch';
import type { Block } from '../../../../engine/model/view/blockTree';
import { Button } from '../../../ui/Button';
import { useViewEditor } from '../viewEditorApi';
import { blockForm } from './blockForm';
import { blockProblems, unplacedProblems } from './blockProblems';
import { SECTION_TITLES, sectionOwns, sectionsFor } from './blockSections';
import { problemMessage } from './problemMessages';
import { PropertySection } from './PropertySection';
import { customFormsFor } from './customForms';
import { ConfigSection } from './sections/ConfigSection';
import { OverridesSection } from './sections/OverridesSection';
import { StyleSection } from './sections/StyleSection';
import { ValidationSection } from './sections/ValidationSection';

function selectedBlock(root: Block, id: number | null): Block | null {
  const path = id === null ? null : pathToBlock(root, id);
  return path ? blockAtPath(root, path) : null;
}

/** Memoised: it reads only the editor's context, so a width drag (the screen's own state) does not re-render it. */
export const BlockPropertiesPanel = memo(function BlockPropertiesPanel() {
  const editor = useViewEditor();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  // Each focus or press in the panel starts a new undo step for the field edited next (blockForm.ts).
  const focusCount = useRef(0);
  const issues = useMemo(() => viewAccessibilityIssues(editor.root), [editor.root]);
  const block = selectedBlock(editor.root, editor.selectedId);
  if (!block) {
    return (
      <aside className="view-properties" data-testid="view-properties">
        <div className="view-props-empty" data-testid="view-properties-empty">
          <p>Select a block on the canvas or in the layers to edit it.</p>
          {editor.readOnly ? null : <Button onClick={editor.openAddBlock}>Add a block</Button>}
        </div>
      </aside>
    );
  }
  const problems = blockProblems(block);
  const form = blockForm(block, editor, problems, () => focusCount.current);
  const sections = sectionsFor(block.type);
  const placed = ['config', ...sections.flatMap((section) => section.properties.map((property) => `style.${property}`)), ...(block.type === 'container' ? [''] : [])];
  const unplaced = unplacedProblems(problems, placed);
  const toggle = (id: string, open: boolean) =>
    setCollapsed((current) => {
      if (open !== current.has(id)) return current;
      const next = new Set(current);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <aside
      className="view-properties view-props"
      data-testid="view-properties"
      data-block-id={block.id}
      onFocus={() => (focusCount.current += 1)}
      onPointerDown={() => (focusCount.current += 1)}
    >
      <h2 className="view-properties__title" data-testid="view-properties-title">
        {block.type} <span className="view-properties__id">#{block.id}</span>
      </h2>
      {problems.length > 0 ? (
        <p className="view-props-invalid" role="status" data-testid="view-properties-invalid">
          {problems.length === 1 ? 'One field needs a fix' : `${problems.length} fields need a fix`} before the view can be saved.
        </p>
      ) : null}
      {(issues.get(block.id) ?? []).length > 0 ? (
        <section className="view-props-a11y" aria-labelledby="view-props-a11y-title" data-testid="view-properties-accessibility">
          <h3 id="view-props-a11y-title" className="view-props-a11y__title">
            Accessibility
          </h3>
          <ul>
            {issues.get(block.id)!.map((issue) => (
              <li key={`${issue.key}:${issue.state ?? ''}:${issue.message}`} data-issue={issue.key}>
                {issue.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {sections.map((section) => (
        <PropertySection
          key={`${block.id}:${section.id}`}
          id={section.id}
          title={SECTION_TITLES[section.id]}
          open={!collapsed.has(section.id)}
          onToggle={(open) => toggle(section.id, open)}
          disabled={form.disabled}
          invalid={problems.some((problem) => sectionOwns(section, block.type, problem.path))}
        >
          {section.id === 'config' ? (
            <ConfigSection form={form} />
          ) : section.id === 'validation' ? (
            <ValidationSection form={form} />
          ) : section.id === 'overrides' ? (
            <OverridesSection form={form} />
          ) : (
            <StyleSection form={form} properties={section.properties as ModifiableProperty[]} title={SECTION_TITLES[section.id]} />
          )}
        </PropertySection>
      ))}
      {customFormsFor(editor.customForms, block.type).map((custom) => (
        <PropertySection
          key={`${block.id}:custom:${custom.id}`}
          id={`custom-${custom.id}`}
          title={custom.title}
          open={!collapsed.has(`custom-${custom.id}`)}
          onToggle={(open) => toggle(`custom-${custom.id}`, open)}
          disabled={form.disabled}
          invalid={false}
        >
          {custom.render(form)}
        </PropertySection>
      ))}
      {unplaced.length > 0 ? (
        <ul className="view-props-unplaced" data-testid="view-property-error">
          {unplaced.map((problem) => (
            <li key={`${problem.path}:${problem.rule}`} className="field__error" role="alert">
              {problem.path || 'block'}: {problemMessage(problem.rule)}
            </li>
          ))}
        </ul>
      ) : null}
    </aside>
  );
});
