import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csvCells';

describe('csv cells', () => {
  it('prefixes cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+33 1 23')).toBe("'+33 1 23");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
  });

  it('keeps numbers typed as numbers, quotes separators and quotes', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(42)).toBe('42');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell('plain')).toBe('plain');
  });

  it('joins a line with CRLF', () => {
    expect(csvLine(['a', 1, null, '=x'])).toBe("a,1,,'=x\r\n");
  });
});
