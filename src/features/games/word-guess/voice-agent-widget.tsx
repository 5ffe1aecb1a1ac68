import { createElement, useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { injectVoiceScript, voiceAgentConfig, voiceVariables } from './voice-agent';

// The voice holder, shown beside the buttons only when the build configures it. Its element is
// the widget's custom element, which does nothing until the third-party script defines it.

const CONFIG = voiceAgentConfig();

export function VoiceAgentWidget({ gameId, secretWord }: { gameId: string; secretWord: string }) {
  const t = useT();
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (on) injectVoiceScript(CONFIG);
  }, [on]);
  if (!CONFIG) return null;
  if (!on) {
    return (
      <button type="button" className="btn btn-small" onClick={() => setOn(true)}>
        {t('wordGuess.voice')}
      </button>
    );
  }
  return createElement('elevenlabs-convai', {
    'agent-id': CONFIG.agentId,
    'dynamic-variables': JSON.stringify(voiceVariables(gameId, secretWord)),
  });
}
