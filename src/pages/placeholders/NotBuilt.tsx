/** The body of a page whose content belongs to a later issue. */
export function NotBuilt() {
  return (
    <p className="not-built" data-testid="not-built">
      This page is not built yet.
    </p>
  );
}
