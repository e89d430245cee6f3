import { describe, expect, it } from 'vitest';
import { splitStatements } from './sql-split.js';

describe('splitStatements', () => {
  it('splits at top-level semicolons and drops empty and comment-only pieces', () => {
    expect(splitStatements('SELECT 1;\n\n SELECT 2 ;;\n-- trailing comment\n')).toEqual(['SELECT 1', 'SELECT 2']);
  });

  it('ignores semicolons inside strings, quoted identifiers and comments', () => {
    const script = `CREATE TABLE t (s String DEFAULT 'a;b', \`c;d\` UInt8) ENGINE = Memory; -- x; y
      /* block; comment */ SELECT 'it''s; fine', "q;x", 'esc\\'; still';`;
    expect(splitStatements(script)).toEqual([
      "CREATE TABLE t (s String DEFAULT 'a;b', `c;d` UInt8) ENGINE = Memory",
      `-- x; y\n      /* block; comment */ SELECT 'it''s; fine', "q;x", 'esc\\'; still'`,
    ]);
  });

  it('keeps a last statement without a semicolon', () => {
    expect(splitStatements('SELECT 1; SELECT 2')).toEqual(['SELECT 1', 'SELECT 2']);
  });
});
