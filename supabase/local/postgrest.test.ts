import { describe, expect, it } from 'vitest';
import {
  RestError,
  buildOrder,
  buildWhere,
  parseInList,
  parseQuery,
  statusForPgCode,
} from './postgrest.ts';

describe('PostgREST URL grammar subset', () => {
  it('parses select, filters, order, limit and offset as postgrest-js writes them', () => {
    const q = parseQuery(
      new URLSearchParams(
        'select=id,coins&coins=gt.10&id=in.(welcome,"a,b")&title=not.is.null&order=coins.desc.nullslast,id&limit=2&offset=4',
      ),
    );
    expect(q.select).toEqual(['id', 'coins']);
    expect(q.limit).toBe(2);
    expect(q.offset).toBe(4);
    expect(q.order).toEqual([
      { column: 'coins', descending: true, nulls: 'last' },
      { column: 'id', descending: false, nulls: null },
    ]);
    const params: unknown[] = [];
    expect(buildWhere(q.filters, params)).toBe(
      'where "coins" > $1 and "id" in ($2, $3) and not ("title" is null)',
    );
    expect(params).toEqual(['10', 'welcome', 'a,b']);
    expect(buildOrder(q.order)).toBe('order by "coins" desc nulls last, "id" asc');
  });

  it('keeps everything a value could smuggle in out of the SQL text', () => {
    const params: unknown[] = [];
    const q = parseQuery(new URLSearchParams(`name=eq.x'); drop table profiles; --`));
    expect(buildWhere(q.filters, params)).toBe('where "name" = $1');
    expect(params).toEqual([`x'); drop table profiles; --`]);
    expect(() => parseQuery(new URLSearchParams('select=id,profiles(*)'))).toThrow(RestError);
    expect(() => parseQuery(new URLSearchParams('id=between.1'))).toThrow(RestError);
    expect(() => buildWhere(parseQuery(new URLSearchParams('a=is.1;drop')).filters, [])).toThrow(
      RestError,
    );
    expect(parseInList('(a,"b\\"c")')).toEqual(['a', 'b"c']);
  });

  it('maps PostgreSQL errors to PostgREST statuses', () => {
    expect(statusForPgCode('42501', 'anon')).toBe(401);
    expect(statusForPgCode('42501', 'authenticated')).toBe(403);
    expect(statusForPgCode('23505', 'authenticated')).toBe(409);
    expect(statusForPgCode('P0001', 'authenticated')).toBe(400);
    expect(statusForPgCode('22P02', 'authenticated')).toBe(400);
    expect(statusForPgCode('40P01', 'authenticated')).toBe(500);
    expect(statusForPgCode('40001', 'authenticated')).toBe(500);
    expect(statusForPgCode('55P03', 'authenticated')).toBe(500);
    expect(statusForPgCode('53300', 'authenticated')).toBe(503);
  });
});
