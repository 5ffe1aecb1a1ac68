import { describe, expect, it } from 'vitest';
import { readAppConfig } from './env';
import { readSettings, SettingsError } from './settings-schema';

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

describe('the VITE_* settings', () => {
  it('are all optional: unset or blank, they stay unset', () => {
    expect(readSettings({})).toEqual({});
    expect(readSettings({ VITE_PUBLIC_ORIGIN: '  ', VITE_VOICE_AGENT_ID: '' })).toEqual({});
  });

  it('are read trimmed when they have their shape', () => {
    expect(
      readSettings({
        VITE_PUBLIC_ORIGIN: ' https://partydojo.app ',
        VITE_SUPPORT_EMAIL: 'help@partydojo.app',
        VITE_VOICE_AGENT_SCRIPT: 'https://x.test/w.js',
        VITE_STRIPE_PRICE_MONTHLY: 'price_1Abc',
        VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
      }),
    ).toEqual({
      VITE_PUBLIC_ORIGIN: 'https://partydojo.app',
      VITE_SUPPORT_EMAIL: 'help@partydojo.app',
      VITE_VOICE_AGENT_SCRIPT: 'https://x.test/w.js',
      VITE_STRIPE_PRICE_MONTHLY: 'price_1Abc',
      VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
    });
  });

  it('stop the start with a sentence naming each bad value', () => {
    expect(() => readSettings({ VITE_PUBLIC_ORIGIN: 'partydojo.app' })).toThrow(
      "Party Dojo's build settings need fixing: VITE_PUBLIC_ORIGIN must be a web address such as " +
        'https://partydojo.app (it is "partydojo.app").',
    );
    expect(() =>
      readSettings({ VITE_VOICE_AGENT_SCRIPT: 'http://x.test/w.js', VITE_SUPPORT_EMAIL: 'nobody' }),
    ).toThrow(
      /VITE_SUPPORT_EMAIL must be an email address \(it is "nobody"\)\. VITE_VOICE_AGENT_SCRIPT must be an https:\/\/ address/,
    );
    expect(() => readSettings({ VITE_STRIPE_PRICE_YEARLY: 'yearly plan' })).toThrow(SettingsError);
  });
});
