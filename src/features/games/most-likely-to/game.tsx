import { SimplePromptGame } from '../core/prompt-game';
import { mostLikelyTo } from './manifest';

export function MostLikelyToGame() {
  return <SimplePromptGame manifest={mostLikelyTo} />;
}
