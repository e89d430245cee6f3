import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decimalCell, readDelimited } from './delimited-table.js';
import { payloadText } from './payload-text.js';

describe('readDelimited', () => {
  it('reads quoted TSV with the delimiter, quotes and line breaks inside values, and drops a BOM', () => {
    const table = readDelimited('\uFEFF"A"\t"B"\n"x\ty"\t"say ""hi"""\n"multi\nline"\tNA\n', { delimiter: '\t' });
    expect(table).toEqual({ header: ['A', 'B'], rows: [['x\ty', 'say "hi"'], ['multi\nline', 'NA']], errors: [] });
  });

  it('keeps short rows for the parser to judge, and the rows before an unreadable record, saying why', () => {
    const table = readDelimited('a,b,c\n1,2\n3,"4"x,5\n6,7,8\n');
    expect(table.header).toEqual(['a', 'b', 'c']);
    expect(table.rows).toEqual([['1', '2']]);
    expect(table.errors[0]).toMatch(/Invalid Closing Quote/);
  });

  it('gives no header for what is not text at all', () => {
    expect(readDelimited('').header).toEqual([]);
    expect(readDelimited(undefined as unknown as string).rows).toEqual([]);
  });
});

describe('decimalCell', () => {
  it('reads decimals as strings, and nothing else', () => {
    expect(['285432.123456789', '-0.5', '+3', '007', ' 12 '].map(decimalCell)).toEqual(['285432.123456789', '-0.5', '3', '7', '12']);
    expect(['', 'NA', '1e5', '1,000', 'x', null, Number.NaN].map(decimalCell)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(decimalCell(195.123)).toBe('195.123');
    expect(decimalCell(1e-9)).toBeUndefined();
  });
});

describe('payloadText', () => {
  it('reads a gzip file as the text it holds, and plain text as it is', () => {
    expect(payloadText(gzipSync(Buffer.from('"A"\t"B"\n', 'utf8')))).toBe('"A"\t"B"\n');
    expect(payloadText(Buffer.from('plain é', 'utf8'))).toBe('plain é');
  });
});
