import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Charades is the game where a grown adult silently pretends to be a washing machine while their team shouts "Fridge! Dishwasher! Spin cycle!" One player acts out a word or phrase without a sound, the rest of the team guesses, and the clock makes everyone louder. It needs no kit, suits any age, and is the easiest way to get a quiet party on its feet.',
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'Phone with the game open, or slips of paper and a bowl', count: '1' },
      { item: 'Timer (the app has one built in)', count: '1' },
      { item: 'Open floor in front of the guessers, room to wave your arms' },
      { item: 'Drinks (optional)', count: '1 per player' },
    ],
  },
  { h: 'Players' },
  {
    p: 'Two can play by taking turns acting for each other, but charades really wants teams: four players make two pairs, and eight to twelve make two lively teams. Larger crowds can have three teams. Children are often the best actors in the room.',
  },
  { h: 'Set-up' },
  {
    steps: [
      'Split into two teams of about the same size and name them. A good team name is half the fun.',
      'Clear a space in front of the guessers: move the coffee table, pick up the glasses.',
      'Prepare clues. Either open the app and pick packs, or have everyone write three clues each on slips of paper and fold them into a bowl.',
      'Agree the turn length. One minute is standard; two minutes suits long phrases or young children.',
      'Pick the first actor. Tradition says the oldest player, who also tends to be the least willing.',
    ],
  },
  { h: 'How to play' },
  {
    steps: [
      'The actor looks at the clue without showing anyone, then starts the clock.',
      'They act it out without speaking, mouthing words or pointing at objects that spell it out. Their team shouts guesses.',
      'When the team says it exactly, it scores one point and the actor takes the next clue straight away.',
      'A clue that is not working can be skipped; it scores nothing.',
      'When time is up, the other team sends up its actor. Play as many rounds as you like; the team with most points wins.',
    ],
  },
  {
    p: 'The old signals help: hold up fingers for the number of words, then a finger for which word you are acting; tug your ear for "sounds like"; a chopping motion for a short word; pretend to crank a film camera for a movie, open your hands like a book for a book title. Agree which signals your group uses before the first turn.',
  },
  { h: 'How the app runs it' },
  {
    p: "The app keeps two to four teams with names you can edit and a score for each. Hand the phone to the actor and press Start 60 seconds: after a 3-2-1 a word appears on the screen, so keep it turned away from your team, and the clock turns red in the last ten seconds. Tap Got it for a correct guess and Pass to move on; Undo takes back a mistaken tap, and Pause stops the clock (Resume gives a fresh 3-2-1). When time is up the screen lists the turn's words: tap one to switch it between got it and passed, and the score follows, then hand over to the next team. A game played to a target ends only when every team has had the same number of turns; the highest score over the target wins, and a tie at the top plays another round. Reset scores asks before it clears anything.",
  },
  {
    p: 'For the forehead variant, switch on Use tilt before the turn. The guesser holds the phone to their forehead, screen facing the room, upright or on its side: nod down for Got it, tip the head back to pass, and come back level before the next word. Each answer plays a short tone (unless Sound is off) and flashes the screen green or orange. Phones ask once per visit for motion access, and tilt only works when the app is opened over https; the buttons always work too.',
  },
  {
    p: 'Words come from packs: Easy, Medium, Hard, Family fun and Party night, plus Office chaos for Party Dojo Premium members. The game avoids any word among the last 40 shown, so the same clue does not turn up twice in one evening. Scores and the turn in progress are saved on the phone as you play; after the first visit the game needs no connection.',
  },
  { h3: 'Playing on every phone' },
  {
    p: "With no signal, or just to keep the word off a shared screen, choose Play on everyone's phone before the first turn. The host's phone shows one code; everyone else opens Charades, taps Join their table, scans it and picks their name, and every phone shows the same four pictures. Teams form as they do on one phone. Only the actor's phone shows the words, with Got it, Pass and tilt; the other phones show whose turn it is, the score and a clock to start along with the actor. When time is up the actor's phone shows the turn's points in big type, and everyone else taps that number to go on, so every scoreboard matches the one the table saw. A phone that fell behind scans the code again from the host's Show the table code, which brings the turn and the scores with it.",
  },
  { play: { to: '/games/charades', text: 'Play Charades here' } },
  { h: 'Variants and house rules' },
  {
    list: [
      'Steal: when time runs out on an unguessed clue, the other team gets ten seconds to confer and one guess. A right guess scores for them.',
      'One word only: the actor gets one clue per turn and the clock is the score. Fastest team over five rounds wins.',
      'Drinking charades: the team that loses the round takes a sip each, and an actor caught making a sound sips on the spot.',
      'Pairs charades: two actors from the same team act one clue together, without talking to each other either.',
      'Forehead: the guesser holds the phone to their forehead, facing out, and the team acts or describes the word. Good for groups of three or four.',
    ],
  },
  { h: 'Playing it well' },
  {
    p: 'Charades needs movement, and movement plus full glasses equals spills: put the drinks away from the acting space. Let shy players pick Easy clues, pair them with a confident co-actor, or let them be the timekeeper for a round. Nobody should be made to perform.',
  },
  {
    p: 'The drinking version costs very little, so this is a good game for the stage of the night when people should be switching to water. Played without alcohol it is exactly the same game, and it is one of the few that grandparents, children and the friend who does not drink will all remember the next day.',
  },
  { h: 'Related guides' },
  {
    list: [
      [{ to: '/articles/category', text: 'Category' }, ': quick thinking instead of quick acting.'],
      [
        { to: '/articles/truth-or-dare', text: 'Truth or Dare' },
        ': for performers who want a bigger stage.',
      ],
      [
        { to: '/articles/country-island-city', text: 'Country, Island, City' },
        ': a calm game with pens for after the running around.',
      ],
      [
        { to: '/articles/who-would-rather', text: 'Who Would Rather' },
        ': a no-kit game for after the acting, when everyone sits back down.',
      ],
    ],
  },
];
