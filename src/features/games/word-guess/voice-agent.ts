// docs/spec/games.md: a third-party voice-agent widget can play the holder. It is optional and off unless
// this build sets VITE_VOICE_AGENT_ID; only then is its script injected, once, on the word-guess
// page, never on the first screen. The game never waits for it: if the script fails to load
// (offline, blocked), the table plays on with the buttons.

import { settings } from '../../../lib/env';

export interface VoiceAgentConfig {
  agentId: string;
  scriptUrl: string;
}

/** The widget's embed script (ElevenLabs Conversational AI), unless the build names another. */
export const DEFAULT_VOICE_SCRIPT = 'https://unpkg.com/@elevenlabs/convai-widget-embed';

interface VoiceEnv {
  VITE_VOICE_AGENT_ID?: string;
  VITE_VOICE_AGENT_SCRIPT?: string;
}

/** The configuration from the build's environment; null (the default) when no agent id is set. */
export function voiceAgentConfig(env: VoiceEnv = settings): VoiceAgentConfig | null {
  const agentId = env.VITE_VOICE_AGENT_ID?.trim();
  if (!agentId) return null;
  const script = env.VITE_VOICE_AGENT_SCRIPT?.trim();
  return {
    agentId,
    scriptUrl: script && /^https:\/\//.test(script) ? script : DEFAULT_VOICE_SCRIPT,
  };
}

/** The variables the agent receives (docs/spec/games.md "Word guess's voice holder": max_questions is the string "20"). */
export function voiceVariables(gameId: string, secretWord: string): Record<string, string> {
  return { game_id: gameId, secret_word: secretWord, max_questions: '20' };
}

export const SCRIPT_MARK = 'data-voice-agent';

/**
 * Adds the widget's script to the page once, async, so it never blocks play. Returns whether a
 * script is (now) on the page; with no configuration nothing is added and it returns false.
 */
export function injectVoiceScript(
  config: VoiceAgentConfig | null,
  doc: Document = document,
): boolean {
  if (!config) return false;
  if (doc.querySelector(`script[${SCRIPT_MARK}]`)) return true;
  const script = doc.createElement('script');
  script.src = config.scriptUrl;
  script.async = true;
  script.type = 'text/javascript';
  script.setAttribute(SCRIPT_MARK, '');
  script.addEventListener('error', () =>
    console.warn('The voice helper could not load; the game goes on without it.'),
  );
  doc.head.append(script);
  return true;
}
