// CSV cells for exports (RFC 4180) with spreadsheet-formula escaping: a cell starting with =, +, -, @,
// tab or carriage return (a string: a JSON number such as -5 stays a number) is prefixed with a single quote so a spreadsheet shows it as text, never runs it.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
