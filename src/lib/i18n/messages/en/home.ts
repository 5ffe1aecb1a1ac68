// Home, /go (where a scanned code lands) and /how-it-works.

export const home = {
  'home.title': 'Party games for the whole group. No signal needed.',
  'home.lead':
    'Never have I ever, truth or dare, charades and more, on one phone passed around the table. Open it once and it keeps working in the cabin, the basement or the back of the bus.',
  'home.start': 'Start playing',
  'home.howItWorks': 'How it works',
  'home.offlineReady': 'Ready to play offline on this device',
  'home.join':
    'Someone is hosting Odd one out on their phone? {join}: scan their code, no signal needed.',
  'home.joinLink': 'Join their table',
  'home.quick.title': 'Play now',
  'home.quick.all': 'All games',
  'home.cards.players': '{players} players',
  'home.go.title': 'What are we playing?',
  'home.go.missing': 'That game is not in this version of the app, so pick another one below.',
  'home.go.empty': 'No games are installed in this build yet.',
  'home.go.bars': 'At the bar',
  'home.go.tools': 'Quick tools',
  'home.go.continue': 'Continue {game}',
  'home.how.title': 'How Party Dojo works',
  'home.how.lead':
    'One phone, a group of friends and a prompt on the screen. Here is everything you need to know before the first round.',
  'home.how.pick.title': 'Pick a game',
  'home.how.pick.body':
    'Choose a game and the packs that suit the room: classic, party, friends, couples, icebreakers, a spicy 18+ pack, and packs that need no alcohol at all. Add player names if you like and the app will share the turns out fairly.',
  'home.how.pass.title': 'Pass the phone',
  'home.how.pass.body':
    'Tap or swipe for the next prompt and read it out. The app remembers the last 40 prompts it showed, so the same one will not come round again too soon, even if you close it and come back later.',
  'home.how.offline.title': 'No signal? No problem',
  'home.how.offline.body':
    'Once Party Dojo has loaded, every game, tool and article is kept on your phone. Put it on your home screen (your browser offers "Install" or "Add to Home Screen") and it opens like an app, in airplane mode too.',
  'home.how.make.title': 'Make your own packs',
  'home.how.make.body':
    'Write your own prompts in the editor, play them straight away, and share a link or a QR code. Drafts are saved as you type, so a dead battery or a flight without Wi-Fi never costs you a word.',
  'home.how.account.title': 'Sign in to keep it everywhere',
  'home.how.account.body':
    'Playing needs no account. Signing in adds a profile with dojo coins, rewards and the games you liked or made, and keeps them in step across your devices. Anything you do offline is sent the next time you are online.',
  'home.how.safe.title': 'Play it safe',
  'home.how.safe.body':
    'Every game works with water, soda or nothing at all: a sip is whatever your group decides. Nobody has to answer a truth or do a dare they do not want to. Keep an eye on each other, eat something, and never drive after drinking.',
  'home.section.games': 'Games',
  'home.section.bars': 'At the bar',
  'home.section.tools': 'Tools',
  'home.section.articles': 'How to play the classics',
  'home.section.create': 'Create',
  'home.section.account': 'Your dojo',
  'home.tile.slusen.title': 'Slusen',
  'home.tile.slusen.blurb': 'The Line, Bakke and the partner bar’s other house games.',
  'home.tile.scrollbar.title': 'ScrollBar',
  'home.tile.scrollbar.blurb': 'Meyer, dare-cup beer pong and the ITU student bar’s table games.',
  'home.tile.coinFlip.title': 'Coin flip',
  'home.tile.coinFlip.blurb': 'Heads or tails, settled fairly.',
  'home.tile.diceRoll.title': 'Dice roll',
  'home.tile.diceRoll.blurb': 'Roll one die or a handful.',
  'home.tile.spinBottle.title': 'Spin the bottle',
  'home.tile.spinBottle.blurb': 'Tap, spin, and see who it picks.',
  'home.tile.guides.title': 'Game guides',
  'home.tile.guides.blurb':
    'Rules for beer pong, kings cup, ring of fire and more. Search by players and kit.',
  'home.tile.editor.title': 'Make your own pack',
  'home.tile.editor.blurb': 'Write prompts, play them at once, share a link. Works offline.',
  'home.tile.packs.title': 'Community packs',
  'home.tile.packs.blurb': 'Packs other players made and published: search, sort and play them.',
  'home.tile.profile.title': 'Your profile',
  'home.tile.profile.blurb': 'Dojo coins, rewards, liked and created games.',
} as const;
