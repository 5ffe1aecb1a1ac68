import type { Rated, Spice } from './types';

// The dares behind the user cards (analog and digital), the shared dare links and the epic dare
// challenge. Original writing. Ids are permanent: a link printed or sent keeps meaning the same dare.

function d(id: string, spice: Spice, text: string, adult = false): Rated {
  return { id, text, spice, adult };
}

export const DARES: readonly Rated[] = [
  d('d01', 1, 'Talk like a sports commentator about everything you do for the next two minutes.'),
  d(
    'd02',
    1,
    'Let the person on your left pick a word you must fit into every sentence until your next turn.',
  ),
  d('d03', 1, 'Do your best impression of someone at this table until someone guesses who it is.'),
  d('d04', 1, 'Balance a coaster on your head until your next turn. If it falls, take a sip.'),
  d('d05', 1, 'Invent a toast for the group on the spot, at least three sentences long.'),
  d(
    'd06',
    1,
    'Swap one piece of clothing or jewelry with the player opposite you for a round, if they agree.',
  ),
  d('d07', 1, 'Sing the chorus of the last song you listened to, with feeling.'),
  d('d08', 1, 'Hold a plank while the group counts slowly to twenty.'),
  d('d09', 1, 'Describe your morning today as if it were a nature documentary.'),
  d('d10', 1, 'Give everyone at the table a new nickname. They stick for the rest of the game.'),
  d('d11', 1, 'Speak only in questions until your next turn. Every slip costs a sip.'),
  d('d12', 1, 'Let the group choose a pose you must hold for the next photo anyone takes.'),
  d('d13', 2, 'Show the group the last photo in your camera roll, no skipping.'),
  d('d14', 2, 'Read out the last message you sent, in a dramatic voice.'),
  d('d15', 2, 'Let the player on your right write a word on your hand with a pen.'),
  d(
    'd16',
    2,
    'Call or voice-message a friend not here and sing them happy birthday, whatever the date.',
  ),
  d('d17', 2, 'Tell the group your most embarrassing moment from school.'),
  d(
    'd18',
    2,
    'Pose for a photo the group directs, then decide yourself whether it goes in your story.',
  ),
  d('d19', 2, 'Do twenty seconds of your best dance in the middle of the room.'),
  d('d20', 2, 'Compliment every player at the table, and mean it.'),
  d('d21', 2, 'Ask the bartender or host for their favorite drink and order it next.'),
  d('d22', 2, 'Let the group pick the next song you must sing along to, chorus and all.'),
  d('d23', 2, 'Keep a straight face while everyone tries to make you laugh for thirty seconds.'),
  d('d24', 2, 'Text the third person in your contacts a single emoji of the group’s choice.'),
  d('d25', 3, 'Tell the group who here you would swap lives with for a week, and why.'),
  d('d26', 3, 'Pick one thing you searched for this week and explain to the table why.'),
  d('d27', 3, 'Reveal the most recent thing you lied about, however small.'),
  d('d28', 3, 'Take two sips, or answer any one question the group agrees on.'),
  d(
    'd29',
    3,
    'Write a kind text the person opposite you dictates, and send it to a friend you choose.',
  ),
  d('d30', 3, 'Tell the group about the worst date you ever went on, in full detail.'),
  d('d31', 3, 'Whisper something flirty to the player on your left.', true),
  d(
    'd32',
    3,
    'Offer a slow, serious thirty-second shoulder massage to someone who wants one.',
    true,
  ),
  d('d33', 3, 'Describe your perfect kiss without using the words lips or mouth.', true),
  d(
    'd34',
    3,
    'Sit on the lap of someone here who says yes when you ask, until your next turn.',
    true,
  ),
  d('d35', 3, 'Tell the table the most daring place you have ever kissed someone.', true),
  d('d36', 3, 'Reenact your best pick-up line on the player opposite you.', true),
];

export function findDare(id: string): Rated | undefined {
  return DARES.find((dare) => dare.id === id);
}
