import { contest, dare, question, vote, type SquiffyPackSource } from './cards';

export const awkwardSituations: SquiffyPackSource = {
  id: 'awkward-situations',
  name: 'Awkward Situations',
  description: 'Cringe on purpose: act out the moments everyone dreads, and confess the real ones.',
  explicit: false,
  premium: false,
  spice: 1,
  cards: [
    dare('{player}, your phone just played a loud song in a silent library. Act out the recovery.'),
    dare('{player}, act out accidentally calling {player2} "Mom" in front of their friends.'),
    dare(
      '{player}, role-play bumping into your ex at the grocery store, with {player2} as the ex.',
    ),
    dare(
      '{player}, {player2} is a waiter who says "enjoy your meal". Answer "you too" and try to recover.',
    ),
    dare(
      '{player}, act out holding a door for {player2}, who is just far enough away to have to jog.',
    ),
    dare(
      '{player}, show the walk of someone who realizes they have sat in the wrong meeting for twenty minutes.',
    ),
    dare(
      '{player}, say a big goodbye to {player2}, then discover you are both walking the same way.',
    ),
    dare('{player}, act out forgetting the name of {player2} right as you have to introduce them.'),
    dare('{player}, leave {player2} a voicemail out loud that goes on far too long.'),
    dare('{player}, fake a phone call to escape a chat with {player2}. Make it convincing.'),
    dare(
      '{player}, go for a high five with {player2} that turns into a handshake, then a hug if they want one.',
    ),
    dare('{player}, read your last sent message aloud in the voice of a news anchor.'),
    dare('{player}, {player2} just caught you singing alone in the car. Explain yourself.'),
    dare('{player}, mime getting stuck in a revolving door while {player2} watches.'),
    dare('{player}, laugh at a joke you did not hear; then {player2} asks you to explain it.'),
    dare('{player}, you just liked a three-year-old photo of {player2}. Narrate your panic.'),
    dare(
      '{player}, give {player2} a long, heartfelt farewell, then sit back down because nobody is leaving.',
    ),
    dare('{player}, tell {player2} an anecdote and lose the ending halfway through.'),
    dare(
      '{player}, act out tripping up the stairs in front of {player2} and passing it off as a dance move.',
    ),
    dare(
      '{player}, do the hallway shuffle with {player2}: both of you keep stepping the same way.',
    ),
    dare('{player}, say "you\'re welcome" to {player2} before they have thanked you for anything.'),
    dare('{player}, you just sent {player2} a text meant for someone else. Explain it away.'),
    dare('{player}, compliment {player2} on a new haircut, then find out there is no new haircut.'),
    dare('{player}, take a sip while keeping unbroken eye contact with {player2}.', 'drink'),
    dare('{player}, act out the moment you realize your fly has been open all day.'),
    dare('{player}, tell {player2} a secret in a whisper that is much too loud.'),
    dare(
      '{player}, {player2} is a coworker you see daily but have never spoken to. Start a conversation.',
    ),
    dare('{player}, explain to {player2}, in character, why you are wearing only one sock.'),
    dare(
      '{player}, wave down a taxi that drives straight past, then pretend you were only stretching.',
    ),
    dare('{player}, {player2} just walked in on your dramatic speech to the mirror. Carry on.'),
    dare(
      '{player}, sing "Happy Birthday" to {player2} as if you just realized you forgot it was today.',
    ),
    question('{player}, which bus or train ride would you erase from your memory, and why?'),
    question(
      '{player}, have you ever held a door for someone so far away they had to jog? How did it end?',
    ),
    question('{player}, have you ever opened a gift and failed to hide what you thought of it?'),
    question('{player}, which message of yours landed in the wrong chat, and who saw it?'),
    question('{player}, when did you last pretend to know someone you did not recognize?'),
    question('{player}, what is your go-to excuse when a conversation drags on?'),
    question('{player}, which sentence you once said to a boss or teacher still makes you wince?'),
    question('{player}, have you ever been caught talking about someone who was right behind you?'),
    question('{player}, what did you do the last time a name slipped your mind mid-conversation?'),
    question('{player}, what was your most painful moment on a group video call?'),
    question('{player}, which autocorrect fail still haunts you?'),
    question('{player}, where have you nodded off that you really should not have?'),
    question('{player}, have you ever laughed at completely the wrong moment? What happened?'),
    question('{player}, when did you turn up to an event dressed completely wrong?'),
    question(
      '{player}, what is the most awkward family dinner conversation you have lived through?',
    ),
    question('{player}, which sentence from a total stranger do you still think about?'),
    question(
      '{player}, which door, wall or lamppost have you walked straight into, and what did you tell {player2} about it afterward?',
    ),
    question('{player}, what did you do to impress someone that completely backfired?'),
    question('{player}, have you ever hit reply-all when you really should not have?'),
    question('{player}, which small-talk topic do you secretly dread?'),
    question(
      '{player}, have you ever realized halfway through a story that you were telling it to the person it was about?',
    ),
    question(
      '{player}, how long have you let someone call you by the wrong name before fixing it?',
    ),
    question('{player}, have you ever been stuck in an elevator with someone you barely knew?'),
    question(
      '{player}, which moment from a first date makes you wince when you remember it?',
      'flirty',
    ),
    question('{player}, have you ever gone in for a hug when the other person wanted a handshake?'),
    question('{player}, which awkward situation did you manage to laugh your way out of?'),
    question('{player}, which compliment left you with no idea how to answer?'),
    vote(
      'On three, everyone points at the person most likely to wave back at a total stranger. They show their best wave.',
    ),
    vote(
      'Vote: who would handle meeting the parents of a partner worst? Most votes sips.',
      'drink',
    ),
    vote(
      'On three, point at who has sent the most awkward text. They paraphrase it for the table.',
    ),
    vote(
      'Vote: who would freeze first on bumping into their ex? The winner gives out two sips.',
      'drink',
    ),
    vote(
      'On three, point at who laughs at their own jokes before the punchline. The guilty one tells a joke.',
    ),
    vote('Vote: who is worst at goodbyes? They practice one on the player to their right.'),
    vote(
      'On three, point at who would hit reply-all by accident. The accused sips twice.',
      'drink',
    ),
    vote(
      'Vote: who would be most awkward on a blind date? Most votes chooses who sets them up.',
      'flirty',
    ),
    vote(
      'On three, point at the master of painful small talk. They start some with the person opposite.',
    ),
    vote(
      'Vote: who is most likely to say "you too" to a waiter? They order an imaginary meal from the table.',
    ),
    vote(
      'Vote: who would say "love you" by accident at the end of a work call? Most votes confesses their worst slip.',
    ),
    contest(
      '{player} and {player2}: awkward silence contest. Hold eye contact without a word; the first to speak sips.',
      'drink',
    ),
    contest(
      '{player} and {player2}: improvise small talk in an elevator. The first to run out of things to say loses.',
    ),
    contest(
      '{player} and {player2}: tell your most awkward moment each. The table picks the winner, who gives out a sip.',
      'drink',
    ),
    contest(
      '{player} and {player2}: on three, both launch into a handshake without planning it. Whoever leads it wins; a tangle means you both sip.',
      'drink',
    ),
    contest(
      '{player} and {player2}: one opens with a line a stranger might use; the other keeps the chat going. First to cave sips.',
      'drink',
    ),
    contest(
      '{player} and {player2}: fake laugh contest. The more convincing laugh, as judged by the table, wins.',
    ),
    contest(
      '{player} and {player2}: say "we should get coffee sometime" to each other with a straight face. First to smile loses.',
    ),
    contest(
      '{player} and {player2}: sit in total silence for thirty seconds while the table tries to make you giggle. First to crack sips.',
      'drink',
    ),
    contest(
      '{player} and {player2}: act out a goodbye on the phone where neither of you hangs up. The first to hang up wins.',
    ),
    contest(
      '{player} and {player2}: take turns apologizing for things that are not your fault. The first to run dry loses.',
    ),
  ],
};
