import { describe, expect, it } from 'vitest';
import { localInboxUrl } from './local-inbox';

describe('the local inbox link', () => {
  it('points at the inbox of a backend on this machine only', () => {
    expect(localInboxUrl('http://127.0.0.1:54321')).toBe('http://127.0.0.1:54321/inbox');
    expect(localInboxUrl('http://localhost:54321/')).toBe('http://localhost:54321/inbox');
    expect(localInboxUrl('https://abcd.supabase.co')).toBeNull();
    expect(localInboxUrl(null)).toBeNull();
    expect(localInboxUrl('not a url')).toBeNull();
  });
});
