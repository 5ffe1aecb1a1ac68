import { contest, dare, question, vote, type SquiffyPackSource } from './cards';

export const firstDate: SquiffyPackSource = {
  id: 'first-date',
  name: 'First Date',
  description:
    'Icebreakers for people still getting to know each other: easy, curious, never cruel.',
  explicit: false,
  premium: false,
  spice: 1,
  cards: [
    dare('{player}, tell {player2} your most impressive useless talent, then demonstrate it.'),
    dare(
      '{player}, introduce {player2} to the room as if they were a famous guest on a talk show.',
    ),
    dare(
      '{player}, pick any photo from last summer on your phone and tell {player2} the story behind it.',
    ),
    dare('{player}, review tonight so far for {player2} in the style of a fussy food critic.'),
    dare('{player}, teach {player2} a word from a language they do not speak.'),
    dare('{player}, sum up your ideal weekend as a three-word slogan.'),
    dare('{player}, say two truths and a lie about yourself; {player2} has to spot the lie.'),
    dare('{player}, read out the specials of an imaginary restaurant to {player2} like a waiter.'),
    dare('{player}, show {player2} your most used emoji and explain what it says about you.'),
    dare('{player}, pitch your hometown to {player2} like a travel agent, in thirty seconds.'),
    dare(
      '{player}, play {player2} ten seconds of a song you would never admit to loving, and defend it.',
    ),
    dare('{player}, guess the star sign of {player2}; if you are right, they sip.', 'drink'),
    dare(
      '{player}, order a full meal for {player2} from an imaginary menu and justify each course.',
    ),
    dare('{player}, tell {player2} the story behind your name or nickname.'),
    dare('{player}, give {player2} a high five followed by a made-up victory move.'),
    dare('{player}, explain your job or studies to {player2} as if they were five years old.'),
    dare('{player}, raise your glass and make a toast to first impressions.', 'drink'),
    dare('{player}, tell {player2} about the best meal of your life in delicious detail.'),
    dare(
      '{player}, reveal the app you spend the most time on and show {player2} your screen time.',
    ),
    dare('{player}, recommend a show to {player2} and sell it in one sentence.'),
    dare('{player}, agree on a secret greeting with {player2} for the next time you meet.'),
    dare('{player}, name three things you and {player2} have in common so far.'),
    dare('{player}, tell {player2} about a goal you are quietly working on.'),
    dare('{player}, swap seats with {player2} and carry on the conversation as each other.'),
    dare('{player}, give {player2} a tour of your home screen and the story of one app on it.'),
    question('{player}, whose advice did you ignore, and were they right?'),
    question('{player}, which food that everyone loves could you happily never eat again?'),
    question('{player}, which job did ten-year-old you have lined up, and how close did you get?'),
    question('{player}, when did you last say yes to a plan with less than an hour’s notice?'),
    question(
      '{player}, which fictional character would you bring as your date to a wedding?',
      'flirty',
    ),
    question('{player}, what is your go-to karaoke song, and have you ever actually sung it?'),
    question('{player}, based on tonight alone, what would {player2} be famous for?'),
    question('{player}, pineapple on pizza: yes or no, and can you defend it in one breath?'),
    question('{player}, how did you earn your very first paycheck, and would you do it again?'),
    question('{player}, which three dinner guests, living or dead, would you invite?'),
    question('{player}, what are you irrationally good at?'),
    question('{player}, what is the worst date you have been on, without naming names?', 'flirty'),
    question('{player}, what do people always get wrong about you?'),
    question('{player}, at what hour of the day are you the best version of yourself?'),
    question('{player}, which concert or show would you go back to tonight if you could?'),
    question('{player}, which skill do you fake well enough that people think you really have it?'),
    question('{player}, what is your comfort movie, and how many times have you seen it?'),
    question('{player}, cats, dogs or neither, and what is the story behind that answer?'),
    question('{player}, what did you learn this month that everyone here should know too?'),
    question('{player}, what does your perfect first date look like?', 'flirty'),
    question('{player}, which tiny thing can turn your whole day around?'),
    question('{player}, which trip changed the way you see the world?'),
    question('{player}, what is a green flag you look for in people?', 'flirty'),
    question('{player}, which phrase do your friends say you use far too often?'),
    question('{player}, what question do you wish people asked you more often?'),
    question('{player}, what would you do with a completely free day and no phone?'),
    question('{player}, which guilty pleasure are you ready to confess to {player2}?'),
    question('{player}, what should {player2} know about you before the night ends?', 'flirty'),
    question('{player}, which gift you gave someone are you still proud of?'),
    question('{player}, which song puts you straight back in your teenage bedroom?'),
    question('{player}, what small luxury would you refuse to give up?'),
    vote(
      'Vote: who would survive longer on a desert island? The winner shares their first survival move.',
    ),
    vote(
      'On three, everyone points at whoever looks like they hide a secret talent. The chosen one reveals it.',
    ),
    vote('Vote: who is the better dancer, judged purely on vibes? Most votes shows one move.'),
    vote('On three, point at who is more likely to run late. The accused takes a sip.', 'drink'),
    vote(
      'Vote: who would win a trivia night alone? The winner names a topic and quizzes everyone.',
    ),
    vote('On three, point at who talks to their houseplants. The most fingers explains why.'),
    vote('Vote: who has the more chaotic camera roll? Most votes shows one photo of their choice.'),
    vote(
      'On three, point at the better travel buddy. They plan a fake itinerary in thirty seconds.',
    ),
    vote('Vote: who will adopt a pet first? Most votes names the future pet.'),
    vote('On three, point at who orders dessert first. The guilty party picks one for everyone.'),
    vote(
      'Vote: who has the best laugh here? Everyone else tries to set it off within ten seconds.',
    ),
    contest(
      '{player} and {player2}: take turns naming countries for thirty seconds. First to repeat or stall sips.',
      'drink',
    ),
    contest(
      '{player} and {player2}: best of five at rock, paper, scissors. The loser shares an embarrassing story.',
    ),
    contest(
      '{player} and {player2}: guess the age, job or hometown of the other. The closest guess wins; the other sips.',
      'drink',
    ),
    contest(
      '{player} and {player2}: tell one story, a sentence each, taking turns. First to break the story sips.',
      'drink',
    ),
    contest(
      '{player} and {player2}: say the alphabet backwards, a letter each. First to slip sips.',
      'drink',
    ),
    contest(
      '{player} and {player2}: describe your dream pet without naming the animal. Fastest correct guesser wins.',
    ),
    contest(
      '{player} and {player2}: keep a conversation going using only questions. First to answer with a statement loses.',
    ),
    contest(
      '{player} and {player2}: both say a number from one to ten at once. The higher number wins; a match means you both sip.',
      'drink',
    ),
    contest(
      '{player} and {player2}: name fast-food chains in turn. The first to blank fetches the next snack.',
    ),
    contest(
      '{player} and {player2}: arm wrestle at the table. The winner picks the music for the next card.',
    ),
    contest(
      '{player} and {player2}: each guess the favorite color of the other. Whoever guesses right wins, and the other sips.',
      'drink',
    ),
  ],
};
