/** Active / Archived segmented switch bound to ?archived=true. */
export function ArchivedToggle({ archived, onChange }: { archived: boolean; onChange(archived: boolean): void }) {
  return (
    <div className="segmented" role="group" aria-label="Show widgets">
      <button type="button" className="segmented__option" aria-pressed={!archived} onClick={() => onChange(false)} data-testid="widgets-filter-active">
        Active
      </button>
      <button type="button" className="segmented__option" aria-pressed={archived} onClick={() => onChange(true)} data-testid="widgets-filter-archived">
        Archived
      </button>
    </div>
  );
}
