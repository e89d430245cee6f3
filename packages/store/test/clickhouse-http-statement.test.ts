import { describe, expect, it } from 'vitest';
import { decodeParam, parseLiteral, TupleParam, unescapeText } from '../src/clickhouse-http/query-params.js';
import { statementShape, withStatementSettings } from '../src/clickhouse-http/statement-shape.js';

describe('statementShape', () => {
  it('finds placeholders with nested types, skipping strings and comments', () => {
    const shape = statementShape(
      "SELECT {a:Array(String)}, '{not:Placeholder}', {t:DateTime64(3, 'UTC')} -- {c:Comment}\n FROM x WHERE y IN {ids:Array(UInt32)} /* {d:Int8} */",
    );
    expect([...shape.placeholders]).toEqual([
      ['a', 'Array(String)'],
      ['t', "DateTime64(3, 'UTC')"],
      ['ids', 'Array(UInt32)'],
    ]);
    expect(shape.verb).toBe('SELECT');
  });

  it('stops at the data of an INSERT and reports its format', () => {
    const shape = statementShape('INSERT INTO t FORMAT JSONEachRow\n{"a":"{x:String} FORMAT CSV"}');
    expect(shape).toMatchObject({ verb: 'INSERT', format: 'JSONEachRow', placeholders: new Map() });
  });

  it('sees a top-level INTO OUTFILE, and not the words inside a string', () => {
    expect(statementShape("SELECT 1 INTO OUTFILE 'x.csv' FORMAT CSV").intoOutfile).toBe(true);
    expect(statementShape("SELECT 'INTO OUTFILE' AS s").intoOutfile).toBe(false);
  });
});

describe('withStatementSettings', () => {
  const settings = new Map([
    ['max_threads', '1'],
    ['date_time_input_format', "best_effort's"],
  ]);

  it('puts settings before the FORMAT clause, or merges them into an existing SETTINGS clause', () => {
    const sql = 'SELECT 1 FORMAT JSONEachRow';
    expect(withStatementSettings(sql, statementShape(sql), settings)).toBe(
      "SELECT 1 SETTINGS max_threads = 1, date_time_input_format = 'best_effort\\'s' FORMAT JSONEachRow",
    );
    const merged = 'SELECT 1 SETTINGS max_block_size = 10;';
    expect(withStatementSettings(merged, statementShape(merged), new Map([['max_threads', '1']]))).toBe('SELECT 1 SETTINGS max_block_size = 10, max_threads = 1 ;');
  });

  it('refuses settings on statements where a SETTINGS clause means something else', () => {
    const sql = 'CREATE TABLE t (a UInt8) ENGINE = MergeTree ORDER BY a';
    expect(() => withStatementSettings(sql, statementShape(sql), settings)).toThrow(/only supported on queries and inserts/);
  });
});

describe('decodeParam', () => {
  it('unescapes scalar text and reads composite literals', () => {
    expect(unescapeText("a\\tb\\nc\\\\d\\'e")).toBe("a\tb\nc\\d'e");
    expect(decodeParam('\\N', 'Nullable(String)')).toBeNull();
    expect(decodeParam("it\\'s", 'LowCardinality(String)')).toBe("it's");
    expect(decodeParam("['it\\'s',NULL,'b\\\\']", 'Array(Nullable(String))')).toEqual(["it's", null, 'b\\']);
    expect(decodeParam('[[1,2],[]]', 'Array(Array(UInt8))')).toEqual([[1, 2], []]);
    expect(parseLiteral('[18446744073709551615]')).toEqual([18446744073709551615n]);
    expect(parseLiteral("(1,'a',TRUE)")).toEqual(new TupleParam([1, 'a', true]));
    expect(parseLiteral("{'k':1.5}")).toEqual(new Map([['k', 1.5]]));
    expect(() => parseLiteral("['open")).toThrow(/unterminated/);
  });
});
