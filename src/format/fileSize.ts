// File sizes as the file library shows them (editor.md §3 File): bytes below 1 KB, then KB below 1 MB, then MB
// (1 KB = 1024 B), one decimal where it helps.
const KB = 1024;
const MB = 1024 * 1024;

function oneDecimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${Math.max(0, Math.round(bytes))} B`;
  // 1023.96 KB would round to "1024 KB": show it as 1 MB instead.
  if (bytes < MB - KB * 0.05) return `${oneDecimal(bytes / KB)} KB`;
  return `${oneDecimal(bytes / MB)} MB`;
}
