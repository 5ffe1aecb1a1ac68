import { describe, expect, it } from 'vitest';
import { readAppConfig } from './env';

describe("the backend a page's config line names", () => {
  it('is read at run time, so one build can serve any backend', () => {
    expect(
      readAppConfig('{"supabaseUrl":"http://127.0.0.1:5000","supabaseAnonKey":"anon"}'),
    ).toEqual({ supabaseUrl: 'http://127.0.0.1:5000', supabaseAnonKey: 'anon' });
  });

  it('is none when the line is missing, empty, or not an object of strings', () => {
    const none = { supabaseUrl: null, supabaseAnonKey: null };
    for (const line of [undefined, null, '', '{}', 'not json', '"https://a.example"', 'null'])
      expect(readAppConfig(line), String(line)).toEqual(none);
    expect(readAppConfig('{"supabaseUrl":42,"supabaseAnonKey":""}')).toEqual(none);
  });
});
