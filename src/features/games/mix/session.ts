// This game keeps the shared prompt session: the card on screen, the turn and the count.
export {
  parsePromptSession as parseSession,
  promptSessionSchema as sessionSchema,
} from '../core/session';
