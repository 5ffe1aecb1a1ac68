import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VOICE_SCRIPT,
  injectVoiceScript,
  SCRIPT_MARK,
  voiceAgentConfig,
  voiceVariables,
} from './voice-agent';

// docs/spec/games.md voice-agent widget is optional: with no agent id configured, nothing loads.

/** Just enough of a document to watch what would be added to its head (tests run in node). */
function fakeDocument() {
  const added: { src: string; async: boolean; type: string; marks: string[] }[] = [];
  const doc = {
    querySelector: (selector: string) =>
      selector === `script[${SCRIPT_MARK}]` && added.length > 0 ? added[0] : null,
    createElement: () => {
      const element = {
        src: '',
        async: false,
        type: '',
        marks: [] as string[],
        setAttribute: (name: string) => element.marks.push(name),
        addEventListener: () => undefined,
      };
      return element;
    },
    head: { append: (element: (typeof added)[number]) => added.push(element) },
  };
  return { doc: doc as unknown as Document, added };
}

describe('the voice agent', () => {
  it('is off by default: no configuration, nothing injected', () => {
    expect(voiceAgentConfig({})).toBeNull();
    expect(voiceAgentConfig({ VITE_VOICE_AGENT_ID: '   ' })).toBeNull();
    expect(voiceAgentConfig()).toBeNull();
    const { doc, added } = fakeDocument();
    expect(injectVoiceScript(voiceAgentConfig({}), doc)).toBe(false);
    expect(injectVoiceScript(voiceAgentConfig(), doc)).toBe(false);
    expect(added).toHaveLength(0);
  });

  it('with an agent id, injects one async script, once', () => {
    const config = voiceAgentConfig({ VITE_VOICE_AGENT_ID: 'agent_123' });
    expect(config).toEqual({ agentId: 'agent_123', scriptUrl: DEFAULT_VOICE_SCRIPT });
    const { doc, added } = fakeDocument();
    expect(injectVoiceScript(config, doc)).toBe(true);
    expect(injectVoiceScript(config, doc)).toBe(true);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      src: DEFAULT_VOICE_SCRIPT,
      async: true,
      marks: [SCRIPT_MARK],
    });
  });

  it('only takes an https script address', () => {
    expect(
      voiceAgentConfig({ VITE_VOICE_AGENT_ID: 'a', VITE_VOICE_AGENT_SCRIPT: 'http://x.test/w.js' })
        ?.scriptUrl,
    ).toBe(DEFAULT_VOICE_SCRIPT);
    expect(
      voiceAgentConfig({ VITE_VOICE_AGENT_ID: 'a', VITE_VOICE_AGENT_SCRIPT: 'https://x.test/w.js' })
        ?.scriptUrl,
    ).toBe('https://x.test/w.js');
  });

  it('passes game_id, secret_word and max_questions "20"', () => {
    expect(voiceVariables('word-guess', 'penguin')).toEqual({
      game_id: 'word-guess',
      secret_word: 'penguin',
      max_questions: '20',
    });
  });
});
