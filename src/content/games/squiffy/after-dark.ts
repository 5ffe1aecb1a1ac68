import { contest, dare, question, vote, type SquiffyPackSource } from './cards';

// 18+: only dealt once the table has confirmed its age and the spice filter allows anything.
// Consensual and playful; nobody's body is the joke.
export const afterDark: SquiffyPackSource = {
  id: 'after-dark',
  name: 'After Dark',
  description: 'For adults who know each other well: bolder questions and steamier dares.',
  explicit: true,
  premium: false,
  spice: 3,
  cards: [
    question(
      '{player}, where is the least romantic place you have ever had a great kiss?',
      'flirty',
      '18+',
    ),
    dare(
      '{player}, whisper to {player2} what you would do if the two of you were alone right now.',
      'flirty',
      '18+',
    ),
    question('{player}, how far have you gone to get a crush to notice you?', 'flirty', '18+'),
    dare(
      '{player}, describe your ideal night in, leaving nothing to the imagination.',
      'flirty',
      '18+',
    ),
    dare(
      '{player}, if {player2} agrees, kiss them anywhere above the neck, your choice where.',
      'flirty',
      '18+',
    ),
    dare(
      '{player}, take off one accessory or item of clothing, or pass: saying no costs nothing.',
      'flirty',
      '18+',
    ),
    question('{player}, what turns you on that would surprise people?', 'flirty', '18+'),
    dare(
      '{player}, give {player2} a slow kiss on the neck if they say yes. If they would rather not, no harm done.',
      'flirty',
      '18+',
    ),
    question(
      '{player}, which fantasy would you dare confess to {player2} tonight?',
      'flirty',
      '18+',
    ),
    vote('Vote: who here has the most surprising wild side? They share one hint.', 'flirty', '18+'),
    vote(
      'On three, everyone points at who would be best in bed, judging purely on confidence. The winner sips.',
      'drink',
      'flirty',
      '18+',
    ),
    contest(
      '{player} and {player2}: lock eyes and stay seductive without laughing. The first to laugh removes a sock.',
      'flirty',
      '18+',
    ),
    question(
      '{player}, which text would you most like to unsend, and to whom, no names?',
      'flirty',
      '18+',
    ),
    dare(
      '{player}, ask {player2} if they want a fifteen-second lap dance. A yes gets one; a no costs nothing.',
      'flirty',
      '18+',
    ),
    dare(
      '{player}, if {player2} is up for a kiss, they pick the spot: hand, cheek or lips.',
      'flirty',
      '18+',
    ),
    question(
      '{player}, where is the most memorable place you have ever hooked up?',
      'flirty',
      '18+',
    ),
    dare(
      '{player}, read {player2} the flirtiest message on your phone, names hidden.',
      'flirty',
      '18+',
    ),
    question(
      '{player}, what have you always wanted to try in bed but never asked for?',
      'flirty',
      '18+',
    ),
    contest(
      "{player} and {player2}: whisper your best flirty line into each other's ear. The table picks the hotter line; the loser sips.",
      'drink',
      'flirty',
      '18+',
    ),
    dare('{player}, describe your first kiss in exactly five words.', 'flirty', '18+'),
    dare(
      '{player}, if you and {player2} both agree, close your eyes while they touch your hand with an elbow, knee or cheek. Guess which.',
      'flirty',
      '18+',
    ),
    question(
      '{player}, what do you most love being complimented on in the bedroom?',
      'flirty',
      '18+',
    ),
    vote(
      'Vote: who is the biggest tease here? Most votes proves it in ten seconds.',
      'flirty',
      '18+',
    ),
    dare(
      '{player}, if {player2} wants to play stylist, they pick one piece of your clothing to come off. Either of you can say no, and that costs nothing.',
      'flirty',
      '18+',
    ),
    question(
      '{player}, what was the boldest pickup line you ever tried, and did it work?',
      'flirty',
      '18+',
    ),
  ],
};
