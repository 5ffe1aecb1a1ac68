import { contest, dare, question, vote, type SquiffyPackSource } from './cards';

export const dateNight: SquiffyPackSource = {
  id: 'date-night',
  name: 'Date Night',
  description: 'Flirty dares, sweet questions and playful duels for two, or for a double date.',
  explicit: false,
  premium: false,
  spice: 2,
  cards: [
    dare(
      '{player}, give {player2} a compliment you have been saving for the right moment.',
      'flirty',
    ),
    dare(
      '{player}, ask {player2} for a slow dance to the next song that plays, even a fast one. Dance if they say yes.',
      'flirty',
    ),
    dare(
      '{player}, if {player2} wants a snack, feed them one bite of something from the table, airplane noises required.',
      'flirty',
    ),
    dare('{player}, write a haiku about {player2} and perform it like a slam poet.', 'flirty'),
    dare(
      '{player}, offer {player2} your hand. If they want to, hold hands until your next turn.',
      'flirty',
    ),
    dare('{player}, do your best impression of {player2} on a slow Sunday morning.'),
    dare(
      '{player}, whisper to {player2} whose poster hung on your wall when you were a teenager.',
      'flirty',
    ),
    dare('{player}, recreate the face you made when you first laid eyes on {player2}.', 'flirty'),
    dare('{player}, give {player2} a thirty-second shoulder rub.', 'flirty'),
    dare('{player}, serenade {player2} with the chorus of a love song at full volume.', 'flirty'),
    dare(
      '{player}, toast {player2} for a reason nobody else knows, then you both take a sip.',
      'drink',
      'flirty',
    ),
    dare(
      '{player}, plan a dream weekend away with {player2} out loud in under a minute.',
      'flirty',
    ),
    dare(
      '{player}, let {player2} pick a pet name you must answer to for the rest of the game.',
      'flirty',
    ),
    dare(
      '{player}, describe what {player2} is wearing like a commentator on a red carpet.',
      'flirty',
    ),
    dare(
      '{player}, if {player2} says yes, kiss them on the cheek. If not, blow one across the table.',
      'flirty',
    ),
    dare(
      '{player}, gaze into the eyes of {player2} for twenty seconds without a giggle.',
      'flirty',
    ),
    dare(
      '{player}, text {player2} something sweet right now, even though they are sitting beside you.',
      'flirty',
    ),
    dare(
      '{player}, sketch a portrait of {player2} on a napkin in sixty seconds and sign it.',
      'flirty',
    ),
    dare(
      '{player}, act out how you would propose to {player2} in a cheesy romantic comedy.',
      'flirty',
    ),
    dare('{player}, let {player2} restyle your hair any way they like.', 'flirty'),
    dare(
      '{player}, show {player2} the last photo you took of them and explain why you took it.',
      'flirty',
    ),
    dare(
      '{player}, tell {player2} three details you noticed about them the day you met.',
      'flirty',
    ),
    dare(
      '{player}, pour {player2} a drink with all the flair of a cocktail bartender.',
      'drink',
      'flirty',
    ),
    dare(
      '{player}, invent a secret handshake with {player2} that only the two of you will know.',
      'flirty',
    ),
    dare('{player}, narrate the next sip {player2} takes like a nature documentary.', 'drink'),
    dare('{player}, give {player2} a new nickname inspired only by their laugh.', 'flirty'),
    dare(
      '{player}, trace a word on the back of {player2} with one finger; if they guess it, you sip.',
      'drink',
      'flirty',
    ),
    dare(
      '{player}, ask {player2} for a seat: if they agree, sit on their lap until the next card is read.',
      'flirty',
    ),
    dare(
      '{player}, tell {player2} about a moment today when you wished they were there.',
      'flirty',
    ),
    dare(
      '{player}, close your eyes and describe the face of {player2} in as much detail as you can.',
      'flirty',
    ),
    dare(
      '{player}, if {player2} would like one, give them a two-minute hand massage while you talk about your week.',
      'flirty',
    ),
    dare(
      '{player}, invent a signature cocktail named after {player2} and list what goes in it.',
      'drink',
      'flirty',
    ),
    question('{player}, what was the exact moment you knew you liked {player2}?', 'flirty'),
    question(
      '{player}, what does {player2} do that they have no idea you find attractive?',
      'flirty',
    ),
    question(
      '{player}, what would a perfect lazy Sunday with {player2} look like, hour by hour?',
      'flirty',
    ),
    question(
      '{player}, which song should play whenever {player2} walks into a room, and why?',
      'flirty',
    ),
    question(
      '{player}, which small gesture from someone has stayed with you the longest?',
      'flirty',
    ),
    question('{player}, what was the very first thing you noticed about {player2}?', 'flirty'),
    question('{player}, which date have you always wanted to go on but never suggested?', 'flirty'),
    question('{player}, which habit of {player2} secretly drives you a little wild?', 'flirty'),
    question(
      '{player}, if your story with {player2} were a movie, what would it be called?',
      'flirty',
    ),
    question('{player}, where did the best kiss you can remember happen?', 'flirty'),
    question(
      '{player}, what is one thing you would love to learn together with {player2}?',
      'flirty',
    ),
    question('{player}, which of your own quirks are you most surprised {player2} puts up with?'),
    question(
      '{player}, what is your love language, and does {player2} speak it fluently?',
      'flirty',
    ),
    question(
      '{player}, what did you wear on your first date with {player2}, and was it strategic?',
      'flirty',
    ),
    question('{player}, what small gesture from {player2} do you still think about?', 'flirty'),
    question('{player}, where in the world would you most like to kiss {player2}?', 'flirty'),
    question('{player}, what is your most embarrassing attempt at being smooth?', 'flirty'),
    question(
      '{player}, what would you cook to impress {player2}, and could you actually pull it off?',
      'flirty',
    ),
    question('{player}, which compliment have you received that you will never forget?'),
    question('{player}, what rumor about yourself would you most like {player2} to believe?'),
    question('{player}, which three words sum up your first impression of {player2}?', 'flirty'),
    question('{player}, when did you last blush, and who caused it?', 'flirty'),
    question(
      '{player}, what is the cheesiest pickup line that would actually work on you?',
      'flirty',
    ),
    question(
      '{player}, which adventure on your wish list would you want {player2} along for?',
      'flirty',
    ),
    question('{player}, what is the sweetest text {player2} has ever sent you?', 'flirty'),
    vote(
      'On three, everyone points at the bigger romantic. Whoever gets the most fingers takes a sip.',
      'drink',
      'flirty',
    ),
    vote('On three, point at who would forget an anniversary first. The accused sips.', 'drink'),
    vote(
      'Vote: who takes longer to get ready for a date? Most votes plans the next one.',
      'flirty',
    ),
    vote('On three, point at the better kisser. No recounts allowed.', 'flirty'),
    vote('Vote: who is more likely to cry at a wedding? The winner gives out two sips.', 'drink'),
    vote(
      'On three, point at who fell first. The one with the most fingers owes a foot rub.',
      'flirty',
    ),
    vote(
      'Vote: who always wins the argument about where to eat? The loser picks the next takeout.',
    ),
    vote('On three, point at the bigger flirt when you are out with friends.', 'flirty'),
    vote('Vote: who sends the most messages in a day? They read their latest one aloud.'),
    vote('On three, point at who hogs the blanket. The guilty party sips.', 'drink'),
    vote('Vote: who would plan the better surprise party? Most votes describes the theme.'),
    contest(
      '{player} and {player2}: staring contest. The first to blink owes the other a kiss, if the winner wants one.',
      'flirty',
    ),
    contest(
      '{player} and {player2}: take turns naming the favorite snacks of the other. First to stall sips.',
      'drink',
    ),
    contest('{player} and {player2}: thumb war, best of three. The winner picks the next song.'),
    contest(
      '{player} versus {player2}: who can hold a plank longest? The loser pays a compliment.',
      'flirty',
    ),
    contest(
      '{player} and {player2}: both write down where your first date was, then reveal. Different answers mean you both sip.',
      'drink',
      'flirty',
    ),
    contest(
      '{player} and {player2}: take turns saying something you love about each other. First to hesitate sips.',
      'drink',
      'flirty',
    ),
    contest(
      '{player} and {player2}: draw a heart with your other hand. The neater heart wins a favor from the loser.',
      'flirty',
    ),
    contest(
      '{player} and {player2}: rock, paper, scissors. The winner chooses the next date night.',
      'flirty',
    ),
    contest(
      '{player} and {player2}: each guess the shoe size of the other. Closest guess wins; the loser sips.',
      'drink',
    ),
    contest(
      '{player} and {player2}: hum a tune for each other. The first to name the song picks the next song to play.',
      'flirty',
    ),
    contest('{player} and {player2}: balance a spoon on your nose. The last spoon standing wins.'),
    contest(
      '{player} and {player2}: say "I love you" in a silly voice to each other. First to crack up sips.',
      'drink',
      'flirty',
    ),
    contest(
      "{player} and {player2}: finish each other's sentences for thirty seconds. First to break the flow sips.",
      'drink',
    ),
  ],
};
