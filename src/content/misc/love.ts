import type { Rated, Spice } from './types';

// The couples game the love card opens (/misc/user-card-love-game): questions to answer and small
// things to do for each other, taken in turns. Original writing.

export type LoveKind = 'ask' | 'do';

export interface LovePrompt extends Rated {
  kind: LoveKind;
}

function ask(id: string, spice: Spice, text: string, adult = false): LovePrompt {
  return { id, text, spice, adult, kind: 'ask' };
}
function act(id: string, spice: Spice, text: string, adult = false): LovePrompt {
  return { id, text, spice, adult, kind: 'do' };
}

export const LOVE_PROMPTS: readonly LovePrompt[] = [
  ask('l01', 1, 'What did you first notice about me, honestly?'),
  ask('l02', 1, 'Which ordinary day together would you happily live again?'),
  ask('l03', 1, 'What is a small thing I do that makes your day better?'),
  ask('l04', 1, 'Where should our next trip be, and what do we do on the first evening?'),
  ask('l05', 1, 'Which song makes you think of us?'),
  ask('l06', 1, 'What is something you have always wanted to learn together?'),
  ask('l07', 1, 'What would your friends say is our most annoying habit as a couple?'),
  ask('l08', 2, 'When did you know this was more than a fling?'),
  ask('l09', 2, 'What is one thing you have never told me because it felt too silly?'),
  ask('l10', 2, 'What do you miss most when we spend a week apart?'),
  ask('l11', 2, 'Which of my outfits would you bring back if you could?'),
  ask('l12', 2, 'What is our best argument, looking back, and who was right?'),
  act('l13', 1, 'Hold hands and keep eye contact for thirty seconds without laughing.'),
  act('l14', 1, 'Describe your partner in three words. They may ask for a fourth.'),
  act('l15', 1, 'Recreate the pose from your favorite photo of the two of you.'),
  act('l16', 1, 'Plan a date for next week in one minute, out loud, with a budget of ten.'),
  act('l17', 1, 'Give your partner a compliment you have never said before.'),
  act('l18', 2, 'Slow dance for one song, wherever you are.'),
  act('l19', 2, 'Write a three-line love poem on a napkin and read it aloud.'),
  act('l20', 2, 'Choose a photo of the two of you and both make it your wallpaper for a day.'),
  act(
    'l21',
    2,
    'If your partner is up for it, kiss them somewhere that is not the lips. They pick where.',
  ),
  act(
    'l22',
    2,
    'If your partner wants to play along, feed them the next bite or sip, no hands for them.',
  ),
  ask('l23', 3, 'What is a fantasy you have never said out loud?', true),
  ask('l24', 3, 'Where is the most daring place you would like to kiss me?', true),
  act(
    'l25',
    3,
    'If your partner would like a massage, give them one minute of it wherever they ask.',
    true,
  ),
  act('l26', 3, 'Whisper what you would like to happen when you get home tonight.', true),
  act(
    'l27',
    3,
    'If your partner wants to choose, take off one item of clothing they pick. Either of you can say not tonight.',
    true,
  ),
  act(
    'l28',
    3,
    'If your partner says yes, kiss them for ten seconds the way you did the very first time.',
    true,
  ),
];
