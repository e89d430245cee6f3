/**
 * Splits a SQL script into statements at top-level `;`. Semicolons inside '…', "…", `…`,
 * `-- …` and `/* … *\/` do not split. Comment-only pieces are dropped. A server takes one
 * statement per HTTP request, so migration files are cut here rather than sent whole.
 */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  let hasCode = false;
  const n = script.length;
  while (i < n) {
    const ch = script[i];
    const next = script[i + 1];
    if (ch === '-' && next === '-') {
      i = lineEnd(script, i);
    } else if (ch === '#' && (next === ' ' || next === '!')) {
      // ClickHouse also reads `# ` and `#!` as line comments.
      i = lineEnd(script, i);
    } else if (ch === '/' && next === '*') {
      const close = script.indexOf('*/', i + 2);
      i = close < 0 ? n : close + 2;
    } else if (ch === "'" || ch === '"' || ch === '`') {
      i = quotedEnd(script, i, ch);
      hasCode = true;
    } else if (ch === ';') {
      if (hasCode) statements.push(script.slice(start, i).trim());
      start = i + 1;
      hasCode = false;
      i++;
    } else {
      if (ch !== undefined && !/\s/.test(ch)) hasCode = true;
      i++;
    }
  }
  if (hasCode) statements.push(script.slice(start).trim());
  return statements;
}

function lineEnd(script: string, from: number): number {
  const newline = script.indexOf('\n', from);
  return newline < 0 ? script.length : newline + 1;
}

// Index just past the closing quote; a backslash escapes, and a doubled quote stands for one.
function quotedEnd(script: string, from: number, quote: string): number {
  let i = from + 1;
  while (i < script.length) {
    const ch = script[i];
    if (ch === '\\') i += 2;
    else if (ch === quote && script[i + 1] === quote) i += 2;
    else if (ch === quote) return i + 1;
    else i++;
  }
  return script.length;
}
