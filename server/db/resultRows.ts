// The rows of a raw `db.execute(sql…)`: both drivers (PGlite and node-postgres) answer an object with `rows`.
export function resultRows<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
