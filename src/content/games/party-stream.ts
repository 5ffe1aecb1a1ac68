// Party stream: a Picolo-style stream of mixed cards for a table of friends, one phone passed
// round. Every card is a typed record: what kind of card it is (its look comes from the game's
// card-type registry), its tags (drink, flirty) and, for a rule, how long it lasts and the line
// that ends it. `{player}` is the player on turn, `{player2}` another player, never the same.
// Data only; party-stream.test.ts checks every card and the safety lint reads them all.

/** What a card asks the table to do. */
export type PartyCardType = 'task' | 'vote' | 'duel' | 'mini-game' | 'rule' | 'everyone';

export const PARTY_CARD_TYPES: readonly PartyCardType[] = [
  'task',
  'vote',
  'duel',
  'mini-game',
  'rule',
  'everyone',
];

/** The card asks someone to sip (a player not drinking gets a forfeit), or is flirty. */
export type PartyTag = 'drink' | 'flirty';

/**
 * How long a rule lasts: a number of cards, or `'round'` for "until {player}'s next turn", one
 * card for each player at the table.
 */
export type RuleLength = number | 'round';

export interface PartyCard {
  type: PartyCardType;
  text: string;
  tags: readonly PartyTag[];
  /** Rules only: how many cards the rule lasts. */
  lasts?: RuleLength;
  /** Rules only: what is shown when it runs out ("The rule is over: …"). */
  end?: string;
}

export interface PartyStreamPack {
  id: string;
  name: string;
  description: string;
  /** 18+ content: only dealt after the table confirms its age. */
  explicit: boolean;
  premium: boolean;
  /** 1 mild, 2 cheeky, 3 wild; the shared spice filter reads it. */
  spice: 1 | 2 | 3;
  cards: readonly PartyCard[];
}

const D = 'drink' as const;
const F = 'flirty' as const;

const card =
  (type: Exclude<PartyCardType, 'rule'>) =>
  (text: string, ...tags: PartyTag[]): PartyCard => ({ type, text, tags });

const task = card('task');
const vote = card('vote');
const duel = card('duel');
const game = card('mini-game');
const all = card('everyone');
function rule(text: string, end: string, lasts: RuleLength, ...tags: PartyTag[]): PartyCard {
  return { type: 'rule', text, tags, lasts, end: `The rule is over: ${end}` };
}

export const warmUp: PartyStreamPack = {
  id: 'warm-up',
  name: 'Warm-up',
  description: 'Easy tasks, quick votes and silly rules to get the table talking.',
  explicit: false,
  premium: false,
  spice: 1,
  cards: [
    task('{player}, announce the smallest win of your week like it made the front page.'),
    task('{player}, give {player2} a nickname that sticks for the rest of the game.'),
    task('{player}, copy the way {player2} laughs until someone at the table cracks.'),
    task('{player}, name three things in this room that are blue. Miss one and take a sip.', D),
    task('{player}, answer everything in a whisper until the next card. Slip up and sip.', D),
    task('{player}, describe your morning routine like a nature documentary.'),
    task('{player}, tap out a song’s beat on the table; {player2} gets three guesses.'),
    task('{player}, tell us the most useless talent you have, then show it.'),
    task('{player}, pitch {player2} a business idea in twenty seconds.'),
    task('{player}, swap seats with {player2} and keep the new seat.'),
    task('{player}, say something nice about every player, one sentence each.'),
    task('{player}, give a weather forecast for the mood of this party.'),
    task('{player}, the table gives you a word; use it in every sentence until your next card.'),
    task(
      '{player}, name a movie that {player2} would secretly love. {player2} confirms or denies.',
    ),
    task('{player}, reveal the last thing you bought online.'),
    task('{player}, invent a toast for this exact moment and raise your glass.', D),
    task('{player}, share the worst haircut you ever had, in detail.'),
    task('{player}, tell {player2} which fictional character they remind you of, and why.'),
    task('{player}, act out your reaction to winning a small raffle prize.'),
    task('{player}, name five pizza toppings in five seconds or take a sip.', D),
    vote('On three, everyone points at the player most likely to cry at a commercial.'),
    vote('Point on three: who would survive longest on a desert island? The rest sip.', D),
    vote('On three, point at the player who gives the best advice.'),
    vote('Everyone points on three at the worst singer in the car. They pick the next song.'),
    vote('On three, point at who would win a staring contest with a cat.'),
    vote('Point on three at the player most likely to adopt three dogs. That player sips.', D),
    vote('Hands up on three if you have ever waved back at someone waving at somebody else.'),
    vote('On three, thumbs up or down: pineapple on pizza. The smaller side sips.', D),
    vote('Everyone points on three at who takes the longest to reply to a message.'),
    vote('On three, point at who would be the first to get lost in a theme park.'),
    vote('Point on three at the best dancer here. They show one move.'),
    vote('On three, point at who tells the best stories. Everyone else sips.', D),
    duel(
      '{player} vs {player2}: name countries starting with B, turn by turn. First to stall sips.',
      D,
    ),
    duel('{player} vs {player2}: rock, paper, scissors, best of three. Loser sips.', D),
    duel('{player} vs {player2}: who can stand on one leg longest? Loser sips.', D),
    duel('{player} vs {player2}: staring contest. First to blink sips.', D),
    duel(
      '{player} vs {player2}: name a fruit each, turn by turn. First to repeat or freeze loses.',
    ),
    duel('{player} vs {player2}: spell "Mississippi" backward. Slowest sips.', D),
    duel('{player} vs {player2}: who can keep a straight face longest while the table stares?'),
    duel('{player} vs {player2}: count backward from 30 by threes. Whoever trips sips.', D),
    game('Category round, starting with {player}: car brands. Whoever repeats or freezes sips.', D),
    game(
      'Rhyme chain, starting with {player}: rhyme with "cat" round the table. A miss takes a sip.',
      D,
    ),
    game(
      'Category round from {player}: things you find in a kitchen. Five seconds each or sip.',
      D,
    ),
    game(
      'Word chain from {player}: each word starts with the last letter of the one before. A miss sips.',
      D,
    ),
    game(
      'Alphabet round from {player}: animals from A to Z, one letter each. Whoever stalls sips.',
      D,
    ),
    game(
      'Counting game from {player}: count to 21 round the table, saying "buzz" on multiples of 3. A slip earns a silly walk to the door and back.',
    ),
    game('Rhyme chain from {player}: rhyme with "day" until someone stalls. They sip.', D),
    game('Category round, {player} starts: cartoon characters. First one stuck does a silly walk.'),
    game(
      'Story round: {player} says one word, then each player adds one. Whoever breaks the story sips.',
      D,
    ),
    game('Hum it: {player} hums a theme tune, and the first to name it picks who sips.', D),
    rule(
      "Until {player}'s next turn, nobody may say anyone's name. Say one and sip.",
      'names are back.',
      'round',
      D,
    ),
    rule(
      'For the next three cards, everyone drinks with their other hand. Wrong hand, one sip.',
      'use whichever hand you like.',
      3,
      D,
    ),
    rule(
      "Until {player}'s next turn, {player} is the question master: answer any question they ask with a question, or sip.",
      'answer questions normally again.',
      'round',
      D,
    ),
    rule(
      'For the next four cards, everyone says "please" before reading a card. Forget and sip.',
      'manners are optional again.',
      4,
      D,
    ),
    rule(
      "Until {player}'s next turn, whoever laughs first at each card sips.",
      'laugh freely.',
      'round',
      D,
    ),
    rule(
      'For the next three cards, nobody may point. Point and take a sip.',
      'pointing is allowed again.',
      3,
      D,
    ),
    rule(
      'Until {player}\'s next turn, every sentence ends with "over", like a radio call.',
      'over and out.',
      'round',
    ),
    rule(
      'For the next five cards, {player} is the thumb master: when they put a thumb on the table, the last to copy sips.',
      'the thumb master retires.',
      5,
      D,
    ),
    all('Everyone who has been to another country this year takes a sip.', D),
    all('Everyone with a pet, tell us its name and its worst habit.'),
    all('Everyone who has ever lost their keys this month takes a sip.', D),
    all('Everyone stand up. The last one standing tells a joke.'),
    all('Everyone wearing black takes a sip.', D),
    all('Everyone share the last emoji they sent, in turn from {player}.'),
    all('Everyone who still has a childhood toy, take a sip and name it.', D),
    all('Everyone switch seats one place to the left.'),
    all('Everyone whose birthday is in the next three months takes a sip.', D),
    all('Cheers: everyone clink, make eye contact, and take a sip.', D),
  ],
};

export const party: PartyStreamPack = {
  id: 'party',
  name: 'Party',
  description: 'The main event: duels, group votes, quick mini-games and rules that run a while.',
  explicit: false,
  premium: false,
  spice: 2,
  cards: [
    task(
      '{player}, give a two-sentence speech at the wedding of {player2} and their favorite snack.',
    ),
    task('{player}, reveal your most played song this year. Guess it wrong and the table sips.', D),
    task('{player}, narrate what {player2} is doing right now like a sports commentator.'),
    task('{player}, confess a harmless lie you told this month.'),
    task('{player}, you have thirty seconds to get {player2} to laugh. Fail and sip.', D),
    task('{player}, tell a two-minute story about your first job in just three sentences.'),
    task('{player}, name the player you would call if you needed an alibi, and explain.'),
    task('{player}, sell {player2} an invisible pen like your rent depends on it.'),
    task('{player}, sing the last text you sent as an opera aria, names left out.'),
    task('{player}, tell us which group chat you would leave first, and why.'),
    task('{player}, teach {player2} a dance move. They must perform it on their next card.'),
    task(
      '{player}, impersonate a famous person until someone guesses who. Nobody gets it in a minute: sip.',
      D,
    ),
    task('{player}, tell the table your most embarrassing autocorrect.'),
    task('{player}, describe {player2} using only three words. {player2} picks one to keep.'),
    task('{player}, recreate your most dramatic sports moment in slow motion.'),
    task('{player}, give {player2} a compliment so specific it sounds made up.'),
    task('{player}, reveal your guilty-pleasure TV show and defend it.'),
    task('{player}, tell us the strangest thing you have eaten, and whether you would again.'),
    task('{player}, talk in an accent of your choice until your next card. Drop it and sip.', D),
    task('{player}, give {player2} two sips, or take them yourself.', D),
    task('{player}, do your best evil villain laugh, then explain your evil plan.'),
    vote('Zombie movie, on three: everyone points at who is still alive in the final scene.'),
    vote(
      'Point on three at the player most likely to start a fight with a vending machine. They sip.',
      D,
    ),
    vote('On three, point at who would be the worst roommate. They explain themselves.'),
    vote(
      'Everyone points on three at who spends the most on takeout coffee. The winner sips twice.',
      D,
    ),
    vote('On three, point at the player most likely to become famous by accident.'),
    vote(
      'Point on three at who could sweet-talk a bouncer into letting the whole group in. They show us how.',
    ),
    vote(
      'On three, point at the player you would trust with your spare key. The chosen one hands out two sips.',
      D,
    ),
    vote('Thumbs up or down on three: socks with sandals. The smaller side takes a sip.', D),
    vote('On three, point at who would be first to cry at a wedding.'),
    vote('Point on three at who is secretly the most competitive here. They sip.', D),
    vote('On three, point at the player most likely to text at 3 a.m. with a big idea.'),
    vote(
      'Hands up on three if you have ever sung in the shower with full choreography. Hands up sip.',
      D,
    ),
    vote('On three, point at who would win a quiz on reality TV.'),
    vote(
      'Point on three at the player who would plan the best road trip. They name the first stop.',
    ),
    duel(
      '{player} vs {player2}: name as many Disney films as you can in turns. First to stall sips.',
      D,
    ),
    duel('{player} vs {player2}: thumb war, if {player2} is up for it. Loser sips.', D),
    duel('{player} vs {player2}: say the alphabet backward. The table times you; slower sips.', D),
    duel('{player} vs {player2}: say "toy boat" ten times fast. Best one wins.'),
    duel(
      '{player} vs {player2}: the table names a song; first to sing a line of it wins. Loser sips.',
      D,
    ),
    duel('{player} vs {player2}: who can hold a plank longer? Loser gives away their seat.'),
    duel(
      '{player} vs {player2}: name Olympic sports in turns. Whoever repeats or freezes sips.',
      D,
    ),
    duel('{player} vs {player2}: balance a coin on your nose. Shortest balance sips.', D),
    duel(
      '{player} vs {player2}: each says a fun fact; the table votes which is true. Loser sips.',
      D,
    ),
    duel('{player} vs {player2}: first to make the other smile without touching wins.'),
    duel('{player} vs {player2}: who can name more colors in ten seconds? Loser sips.', D),
    duel(
      '{player} vs {player2}: race from cross-legged on the floor to standing, no hands allowed. Slower one sips.',
      D,
    ),
    game('Category round from {player}: famous duos. Whoever repeats or freezes sips.', D),
    game('Rhyme chain from {player}: rhyme with "night". First one stuck sips.', D),
    game(
      'Fizz buzz from {player}: count round the table, "fizz" on 3s, "buzz" on 5s. A slip sips.',
      D,
    ),
    game(
      'Category round from {player}: things that are sticky. Five seconds each or take a sip.',
      D,
    ),
    game(
      'Never stop: {player} names a brand, each player names one of the same kind. Stuck? Sip.',
      D,
    ),
    game('Rhyme chain from {player}: rhyme with "cake". Whoever repeats a rhyme sips.', D),
    game(
      'Quick draw: on three, everyone says a number from 1 to 5. Anyone who matches {player} sips.',
      D,
    ),
    game('Hot seat: {player} answers three quick questions from the table without saying "um".'),
    game(
      'Category round from {player}: things you would find in a hotel room. Stuck? Do a forfeit the table picks.',
    ),
    game('Accent round: {player} reads the next card in an accent, and the table guesses which.'),
    game('Two truths and a lie: {player} tells three, and everyone who guesses wrong sips.', D),
    game('Mime it: {player} mimes an everyday job, and the first to guess it hands out a sip.', D),
    game(
      'Spin the pitch: {player} names a product and {player2} has ten seconds to sell it. The table judges.',
    ),
    rule(
      'Until {player}\'s next turn, everyone must say "in my humble opinion" before any opinion. Forget and sip.',
      'opinions may be loud again.',
      'round',
      D,
    ),
    rule(
      "Until {player}'s next turn, {player} and {player2} are twins: when one sips, the other does too.",
      'the twins go their separate ways.',
      'round',
      D,
    ),
    rule('For the next four cards, no swearing. Each slip costs a sip.', 'curse away.', 4, D),
    rule(
      "Until {player}'s next turn, everyone talks like a pirate. Whoever forgets sips.",
      'the pirates head back to port.',
      'round',
      D,
    ),
    rule(
      'For the next three cards, {player} decides who sips whenever a card says "sip".',
      'sips go back to whoever the card names.',
      3,
      D,
    ),
    rule(
      "Until {player}'s next turn, nobody may use their phone. Caught looking, take a sip.",
      'phones are allowed again.',
      'round',
      D,
    ),
    rule(
      'For the next five cards, everyone must clap once before speaking. Forget and sip.',
      'the clapping stops.',
      5,
      D,
    ),
    rule(
      "Until {player}'s next turn, {player2} is the mirror: whenever {player} sips, {player2} copies the pose.",
      'the mirror is put away.',
      'round',
      D,
    ),
    rule(
      'For the next three cards, everyone must call {player} "Your Majesty". Forget and sip.',
      '{player} is a commoner again.',
      3,
      D,
    ),
    rule(
      'Until {player}\'s next turn, the words "yes" and "no" are banned. Say one and sip.',
      'yes and no are back.',
      'round',
      D,
    ),
    all('Everyone who has sent a message to the wrong person this year sips.', D),
    all('Everyone who has fallen asleep in a movie theater takes a sip.', D),
    all('Everyone who has been in a group photo they never saw, raise a glass and sip.', D),
    all('Everyone tells the table their go-to karaoke song, starting with {player}.'),
    all('Everyone who has ever pretended to know a song at a concert takes a sip.', D),
    all('Everyone who can name the capital of Australia right now: name it. Wrong guesses sip.', D),
    all('Everyone who has a nickname nobody here knows, share it or sip.', D),
    all('Everyone who checked their phone in the last five minutes takes a sip.', D),
    all('Everyone who ever stayed up past sunrise takes a sip.', D),
    all('Everyone: high-five the player to your left, then the player to your right.'),
  ],
};

export const wild: PartyStreamPack = {
  id: 'wild',
  name: 'Wild',
  description: 'Cheekier tasks, bolder votes and rules that get the whole table going.',
  explicit: false,
  premium: false,
  spice: 2,
  cards: [
    task('{player}, reveal the most chaotic thing you ever did on a night out.'),
    task('{player}, tell the table your worst date story in under a minute.'),
    task('{player}, croon one line of a slow jam to {player2}, eyes locked the whole time.', F),
    task('{player}, sum up your dating history as a three-word movie title.', F),
    task('{player}, give {player2} your best pickup line. {player2} rates it out of ten.', F),
    task('{player}, admit the pettiest grudge you still hold.'),
    task('{player}, reenact your most dramatic breakup, playing both parts.'),
    task('{player}, show the table your best flirty wink, aimed at the ceiling.', F),
    task('{player}, tell us the most embarrassing thing that happened to you at a party.'),
    task(
      '{player}, confess which player here you would call to help you move a couch at midnight.',
    ),
    task('{player}, write a dating profile headline for {player2}, out loud.', F),
    task('{player}, do a runway walk to the kitchen and back while {player2} commentates.'),
    task('{player}, reveal the worst thing you ever did to a sibling or cousin.'),
    task('{player}, the table picks the nickname everyone calls you for the rest of the night.'),
    task('{player}, confess your most irrational fear and how it started.'),
    task('{player}, give {player2} a dramatic apology for something they did not do.'),
    task('{player}, tell the story of your first kiss in the style of a movie trailer.', F),
    task(
      '{player}, pick someone to trade one accessory with for the rest of the game, if they agree.',
    ),
    vote('On three, everyone points at the biggest flirt at the table. They sip.', D, F),
    vote('Point on three at who has the messiest dating history. They can plead the fifth.', F),
    vote('Point on three at who makes the boldest first move on a date.', F),
    vote('Everyone points on three at the player most likely to go viral for something silly.'),
    vote('On three, point at who would last longest without their phone. The rest sip.', D),
    vote('Point on three at who would get kicked out of a fancy restaurant first.'),
    vote(
      'Secrets, on three: point at who is hiding the juiciest story here. They sip or share.',
      D,
    ),
    vote('Hands up on three if you have ever been on a date you left early. Hands up sip.', D, F),
    vote('On three, point at the player most likely to marry someone they met on vacation.', F),
    vote('Point on three at the worst liar here. They try a lie on the table now.'),
    vote('On three, point at who would win a dance battle. Two players pointed at dance it off.'),
    duel('{player} vs {player2}: the best pickup line wins. The table judges; loser sips.', D, F),
    duel(
      '{player} vs {player2}: your most cringe school memory. The table picks the winner; loser sips.',
      D,
    ),
    duel('{player} vs {player2}: who can do the better celebrity impression? Loser sips twice.', D),
    duel('{player} vs {player2}: whoever finds something red in the room first wins.'),
    duel('{player} vs {player2}: hold eye contact and say "I love cheese" without laughing.'),
    duel('{player} vs {player2}: arm wrestle, if {player2} agrees. Loser sips.', D),
    duel('{player} vs {player2}: best slow-motion fall, judged by the table. Loser sips.', D),
    duel('{player} vs {player2}: race to list five exes of famous people. Loser sips.', D),
    duel('{player} vs {player2}: who can rap the longest without a pause? Loser sips.', D),
    duel('{player} vs {player2}: best movie death scene, judged by applause.'),
    game('Category round from {player}: words that sound rude but are not. Stuck? Sip.', D),
    game('Rhyme chain from {player}: rhyme with "moon". First to stall sips.', D),
    game(
      'Most likely: {player} names a scenario, and everyone points at who fits it. Most fingers sips.',
      D,
    ),
    game(
      'Hot take round from {player}: each player shares an unpopular opinion. The table picks the wildest.',
    ),
    game('Would you rather: {player} asks the table, and the smaller side sips.', D),
    game(
      'Speed dating: {player} gets ten seconds with each player to win them over. The table picks a match.',
      F,
    ),
    game(
      'Category round from {player}: famous couples, real or fictional. Go round until someone blanks; they sip.',
      D,
      F,
    ),
    game(
      'Guess the lie: {player2} tells {player} two stories, one made up. Guess wrong and sip.',
      D,
    ),
    rule(
      "Until {player}'s next turn, every compliment earns a sip for the person who gives it.",
      'compliments are free again.',
      'round',
      D,
    ),
    rule(
      "Until {player}'s next turn, {player} may hand out one sip after each card.",
      "{player}'s reign is done.",
      'round',
      D,
    ),
    rule(
      'For the next four cards, everyone must wink after saying a player name. Forget and sip.',
      'the winking can stop.',
      4,
      D,
      F,
    ),
    rule(
      "Until {player}'s next turn, everyone speaks in the third person. Slip up and take a sip.",
      'everyone may say "I" again.',
      'round',
      D,
    ),
    rule(
      'For the next three cards, {player} picks an echo: someone who repeats the last word of every card, dramatically.',
      'the echo fades.',
      3,
    ),
    rule(
      "Until {player}'s next turn, nobody may cross their arms. Crossers sip.",
      'arms may cross again.',
      'round',
      D,
    ),
    rule(
      'For the next five cards, anyone who says "basically" sips.',
      'basically, say what you like.',
      5,
      D,
    ),
    all('Everyone who has ever ghosted someone takes a sip.', D, F),
    all('Everyone who has had a crush on a teacher, sip.', D, F),
    all('Everyone who has stalked an ex online this year takes a sip.', D, F),
    all('Everyone who has sung at karaoke sober, stand up and sip.', D),
    all('Everyone says the first word that comes to mind for {player}. {player} picks a favorite.'),
    all('Everyone who has clicked a link they instantly regretted takes a sip.', D),
    all('Everyone who has a screenshot they would never show their boss takes a sip.', D),
    all('Everyone who has practiced a speech in the mirror, show us your best line.'),
    task('{player}, recreate the face you make when a waiter says "enjoy" and you say "you too".'),
    task('{player}, tell {player2} what you honestly thought of them the day you met.'),
    task('{player}, sing the next card instead of reading it.'),
    vote(
      'On three, point at who would last the shortest on a silent retreat. They stay quiet until their next card.',
    ),
    vote(
      'Point on three at the player most likely to start a conga line. They lead one lap of the room.',
    ),
    duel(
      '{player} vs {player2}: freestyle a wedding toast for the table. Applause decides; loser sips.',
      D,
    ),
    duel('{player} vs {player2}: first to name five cheeses wins, and the loser sips.', D),
    game('Category round from {player}: excuses for being late. Whoever repeats one sips.', D),
    game(
      'Alphabet insults round from {player}: a harmless fake insult from A to Z, like "absolute avocado". Stuck? Sip.',
      D,
    ),
    rule(
      'Until {player}\'s next turn, anyone who says "like" as filler takes a sip.',
      'say "like" like you like.',
      'round',
      D,
    ),
    rule(
      'For the next three cards, {player} narrates everything the table does, like a golf commentator.',
      'the commentary box is closed.',
      3,
    ),
  ],
};

export const afterDark: PartyStreamPack = {
  id: 'after-dark',
  name: 'After dark',
  description: 'For adults only, and only if everyone wants it: flirty, bold and always optional.',
  explicit: true,
  premium: false,
  spice: 3,
  cards: [
    task('{player}, describe the most romantic thing anyone has ever done for you.', F),
    task('{player}, whisper your biggest turn-on to {player2}, if {player2} agrees to hear it.', F),
    task('{player}, tell us the boldest first move you ever made.', F),
    task(
      '{player}, if {player2} agrees, give them a kiss on the cheek. Saying no costs nothing.',
      F,
    ),
    task('{player}, describe your perfect date night in three sentences.', F),
    task('{player}, confess the most unexpected person you ever had a crush on.', F),
    task('{player}, give {player2} a slow, smoldering look for five seconds.', F),
    task('{player}, tell the table your favorite thing about being kissed.', F),
    task(
      '{player}, if {player2} agrees, slow-dance with them to a song of their choice. Refusing is free.',
      F,
    ),
    task('{player}, describe the outfit that makes you feel the most confident.', F),
    task('{player}, reveal the cheesiest line that ever worked on you.', F),
    vote('On three, point at the best kisser you can imagine here. They sip.', D, F),
    vote('Point on three at who has the wildest story they have never told.', F),
    vote('On three, point at the player with the most mysterious love life.', F),
    vote('Hands up on three if you have ever kissed a stranger. Hands up sip.', D, F),
    vote('On three, point at who would be the most romantic partner. They sip.', D, F),
    vote('Point on three at who has the most dangerous smile at this table.', F),
    duel('{player} vs {player2}: most seductive way to say "pass the salt". The table judges.', F),
    duel('{player} vs {player2}: best description of a dream date. Loser sips.', D, F),
    duel('{player} vs {player2}: who can make the table blush first?', F),
    duel(
      '{player} vs {player2}: your boldest flirting win, told in thirty seconds. Applause decides who sips.',
      D,
      F,
    ),
    game('Category round from {player}: romantic movie titles. Stuck? Sip.', D, F),
    game('Never have I ever, flirty edition: {player} starts, and anyone who has, sips.', D, F),
    game(
      'Rhyme chain from {player}: rhyme with "love", round and round. The player who breaks the chain sips.',
      D,
      F,
    ),
    game(
      'Secret crush: {player} describes their celebrity crush in three words, and the table guesses.',
      F,
    ),
    rule(
      "Until {player}'s next turn, anyone who blushes takes a sip.",
      'blush in peace.',
      'round',
      D,
      F,
    ),
    rule(
      'For the next three cards, everyone must call each other "darling". Forget and sip.',
      'the darlings are just friends again.',
      3,
      D,
      F,
    ),
    rule(
      "Until {player}'s next turn, {player} and {player2} sit side by side, if both of you agree.",
      'back to your own seats.',
      'round',
      F,
    ),
    rule(
      'For the next four cards, every answer must be given in a sultry voice.',
      'normal voices are back.',
      4,
      F,
    ),
    all('Everyone who has ever had a crush on someone at this party, sip.', D, F),
    all('Everyone who has had a summer fling takes a sip.', D, F),
    all('Everyone who has sent a flirty text they regret takes a sip.', D, F),
    all('Everyone names their biggest turn-off, starting with {player}.', F),
    all('Everyone who has been on a blind date takes a sip.', D, F),
  ],
};

export const partyStreamPacks: readonly PartyStreamPack[] = [warmUp, party, wild, afterDark];
