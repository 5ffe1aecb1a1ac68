import { SimplePromptGame } from '../core/prompt-game';
import { neverHaveIEver } from './manifest';

export function NeverHaveIEverGame() {
  return <SimplePromptGame manifest={neverHaveIEver} />;
}
