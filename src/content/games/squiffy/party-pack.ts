import { contest, dare, question, vote, type SquiffyPackSource } from './cards';

export const partyPack: SquiffyPackSource = {
  id: 'party-pack',
  name: 'Party Pack',
  description:
    'Chaos for a crowd: silly dares, loud votes and quick contests to keep the room moving.',
  explicit: false,
  premium: false,
  spice: 1,
  cards: [
    dare(
      '{player}, if {player2} agrees, swap one item of clothing with them for the next three cards.',
    ),
    dare('{player}, talk like a sports commentator until your next turn.'),
    dare(
      '{player}, keep a coaster tucked under your chin until your next turn. If it drops, you sip.',
      'drink',
    ),
    dare(
      '{player}, give a tearful speech thanking everyone for coming, as if this were your party.',
    ),
    dare('{player}, do ten squats while naming ten fruits.'),
    dare(
      '{player}, invent a dance move and teach it to {player2}. Everyone copies it at your next turn.',
    ),
    dare(
      '{player}, end every sentence with a word that rhymes with "cat" until your next turn; every miss costs a sip.',
      'drink',
    ),
    dare('{player}, let {player2} choose your ringtone for the rest of the night.'),
    dare('{player}, order at a drive-through the way {player2} would, accent and all.'),
    dare('{player}, call out a new house rule. Anyone who breaks it sips.', 'drink'),
    dare(
      '{player}, hold hands with {player2}, if they are happy to, until one of you needs a refill.',
      'drink',
    ),
    dare(
      '{player}, tell a joke. If nobody laughs, take a sip; if {player2} laughs, they sip.',
      'drink',
    ),
    dare(
      '{player}, become the hype person of {player2}: cheer loudly for everything they do until your next turn.',
    ),
    dare('{player}, host a cooking show while you make {player2} a drink.', 'drink'),
    dare('{player}, strut down a catwalk across the room while {player2} commentates.'),
    dare('{player}, make up a cheer for the whole group and perform it.'),
    dare('{player}, swap seats with {player2} and copy their posture for one round.'),
    dare('{player}, show the table the oldest selfie you still have on your phone.'),
    dare('{player}, sing everything you say until someone else gets a dare.'),
    dare('{player}, give every player a superhero name; {player2} gets the best one.'),
    dare('{player}, make the whole table laugh within thirty seconds or take two sips.', 'drink'),
    dare('{player}, announce the next card like a boxing ring announcer.'),
    dare('{player}, pick a banned word. Whoever says it before your next turn drinks.', 'drink'),
    dare('{player}, do your most convincing robot for fifteen seconds.'),
    dare(
      '{player}, be the echo of {player2}: repeat the last word of everything they say until your next turn.',
    ),
    dare('{player}, let the group choose a new name for you until the game ends.'),
    dare('{player}, start telling the table a story that {player2} has to finish.'),
    dare('{player}, perform an interpretive dance of your week while {player2} narrates.'),
    dare('{player}, start a conga line; {player2} has to join first.'),
    dare('{player}, talk like a pirate until the next vote card.'),
    dare('{player}, give {player2} a toast worthy of a wedding reception.', 'drink'),
    dare(
      '{player}, be a tour guide and present this room to {player2} as a world-famous landmark.',
    ),
    question('{player}, how did the wildest party you have been to end for you?'),
    question(
      '{player}, would you rather be stuck in an elevator with {player2} or in a karaoke booth with them?',
    ),
    question('{player}, how did your most chaotic night out start, and how did it end?'),
    question('{player}, what is your signature move on the dance floor?'),
    question('{player}, which drink you mixed yourself should never be made again?', 'drink'),
    question('{player}, which song would play every time you walked into a room?'),
    question('{player}, who here would make the best getaway driver, and why?'),
    question('{player}, which bet did you win in the silliest way, and was it worth it?'),
    question('{player}, which kind rumor about {player2} would you love to start?'),
    question('{player}, which hangover cure have you tried that made things worse?', 'drink'),
    question('{player}, what is your most unpopular opinion about parties?'),
    question('{player}, which celebrity would you most want to walk through that door right now?'),
    question('{player}, what is the most embarrassing song on your playlist?'),
    question('{player}, which prank you pulled are you still proud of?'),
    question(
      '{player}, what is the strangest thing in your bag or pockets right now, and will you show {player2}?',
    ),
    question('{player}, if {player2} were a cocktail, what would be in them?', 'drink'),
    question(
      '{player}, which three people here would you take on a heist, and what are their roles?',
    ),
    question('{player}, what would your wrestling entrance be called, and what music plays?'),
    question('{player}, what is the best excuse you have used to leave a party early?'),
    vote(
      'On three, everyone points at who will be the last one standing tonight. They give out three sips.',
      'drink',
    ),
    vote('Vote: who would win a dance-off right now? The winner proves it.'),
    vote(
      'On three, point at who would survive a horror movie the longest. They describe their plan.',
    ),
    vote('Vote: who is most likely to start a sing-along? Most votes starts one now.'),
    vote('On three, point at who takes the most selfies. They take a group selfie for everyone.'),
    vote('Vote: who would be the worst at keeping a surprise secret? Most votes sips.', 'drink'),
    vote('On three, point at who has the best moves. Everyone copies their signature step.'),
    vote('Vote: who would get lost on the way home first? They pick the playlist for ten minutes.'),
    vote('On three, point at who would go viral for the wrong reason. The accused sips.', 'drink'),
    vote('Vote: who would be the best party host? Most votes gives the table one house rule.'),
    vote(
      'On three, point at the secretly most competitive person here. They challenge anyone to a rematch of anything.',
    ),
    vote(
      'Vote: who has the most questionable taste in music? Most votes plays a song of their choice anyway.',
    ),
    vote('On three, point at the champion of any hot dog eating contest. The winner takes a bow.'),
    vote(
      'Vote: who is the designated storyteller here? They tell the story of tonight so far in one minute.',
    ),
    contest(
      '{player} and {player2}: dance-off for thirty seconds. The table votes; the loser sips.',
      'drink',
    ),
    contest(
      '{player} and {player2}: take turns naming words that rhyme with "cat". The first to stall sips.',
      'drink',
    ),
    contest(
      '{player} and {player2}: stand on one leg. The first to wobble onto two feet sips.',
      'drink',
    ),
    contest(
      '{player} and {player2}: toss paper balls into a cup, three tries each. Fewer hits sips.',
      'drink',
    ),
    contest(
      '{player} and {player2}: rap battle, four lines each. The table picks a winner, who gives out two sips.',
      'drink',
    ),
    contest(
      '{player} and {player2}: say "she sells seashells" three times fast. First to stumble sips.',
      'drink',
    ),
    contest(
      '{player} and {player2}: play rock, paper, scissors with your feet. The loser sips.',
      'drink',
    ),
    contest(
      '{player} and {player2}: race to build a tower of coins using only your other hand. Shorter tower after ten seconds sips.',
      'drink',
    ),
    contest('{player} and {player2}: air guitar solo battle. Loudest cheers wins.'),
    contest(
      '{player} and {player2}: name movies starring the actor the other just named. The first to blank sips.',
      'drink',
    ),
    contest(
      '{player} and {player2}: hold a note as long as you can. The shorter breath sips.',
      'drink',
    ),
    contest(
      '{player} and {player2}: trade compliments, each more over the top. The first to laugh sips.',
      'drink',
    ),
    contest(
      '{player} and {player2}: walk heel to toe across the room with a book on your head. First to drop it sips.',
      'drink',
    ),
    contest(
      '{player} and {player2}: move five pieces of popcorn into a cup with chopsticks. Slowest sips.',
      'drink',
    ),
    contest(
      '{player} and {player2}: name as many animated movie songs as you can in thirty seconds. Most songs wins.',
    ),
    contest(
      '{player} and {player2}: keep a napkin in the air using only your breath. First to let it land sips.',
      'drink',
    ),
  ],
};
