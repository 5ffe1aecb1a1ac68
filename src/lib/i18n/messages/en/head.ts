// Pages' tab titles and search descriptions (a route's `staticData.head`, and the site's own when
// a page sets none): a Danish page's title and description are Danish too.

export const head = {
  'head.site.title': 'Party Dojo: party and drinking games that work offline',
  'head.site.description':
    'Never have I ever, truth or dare, charades and more party games. Installs on your phone and works with no signal.',
  'head.forgotPassword.title': 'Forgot password',
  'head.forgotPassword.description':
    'Get an email with a link to choose a new Party Dojo password.',
  'head.signInLink.title': 'Sign in by email',
  'head.signInLink.description':
    'Get an email with a link that signs you in to Party Dojo, no password needed.',
  'head.resetPassword.title': 'Choose a new password',
  'head.resetPassword.description': 'Choose a new password for your Party Dojo account.',
  'head.endOfRound.title': 'End of round',
  'head.endOfRound.description':
    'The scores at the end of a round, and the way on to the next one.',
  'head.christmasCalendar.title': 'Christmas calendar',
  'head.christmasCalendar.description':
    '24 doors to December: from the 1st, one door a day opens on a dare or a mini-game for the group.',
  'head.epicDare.title': 'Epic dare challenge',
  'head.epicDare.description':
    'Dares in rising levels: each one done scores its level in points, and every skip costs some.',
  'head.loveGame.title': 'Love game',
  'head.loveGame.description':
    'Questions and small tasks for two, taken in turns: answer honestly, do it, or pass.',
  'head.dared.title': "You've been dared",
  'head.dared.description': 'A friend sent you a dare: open it, do it, and send one back.',
  'head.beerPongDare.title': 'Beer pong dare',
  'head.beerPongDare.description':
    'The dare for the defender when a cup is sunk at the beer pong table.',
  'head.dareFriend.title': 'Dare a friend',
  'head.dareFriend.description':
    'A dare card to do or drink, and a dare of your own to send to a friend as a link.',
  'head.coinFlip.title': 'Coin flip',
  'head.coinFlip.description':
    'Flip a coin on the phone: call it, flip, and play best of three when a single flip will not settle it.',
  'head.spinBottle.title': 'Spin the bottle',
  'head.spinBottle.description':
    'Spin a bottle on the phone to pick a player from the names around the table, fairly.',
  'head.diceRoll.title': 'Dice roll',
  'head.diceRoll.description':
    'Roll one to six dice on the phone, with the total, for any game that needs dice and nobody brought any.',
  'head.signUp.title': 'Create an account',
  'head.signUp.description':
    'Create a Party Dojo account to keep your packs, coins and rewards on every device.',
  'head.slusen.title': 'Slusen house games',
  'head.slusen.description':
    "Slusen's house games in one place: the rule cards, the tools and the games the bar plays, for a table that scanned its code.",
  'head.scrollbar.title': 'ScrollBar house games',
  'head.scrollbar.description':
    "ScrollBar's house games in one place: the rule cards, the tools and the games the bar plays, for a table that scanned its code.",
  'head.squiffyReview.title': 'Review Squiffy',
  'head.squiffyReview.description':
    'Tell us how your Squiffy game went: a thumbs up or down, and a note if you like.',
  'head.signIn.title': 'Sign in',
  'head.signIn.description':
    'Sign in to Party Dojo to keep your packs, coins and rewards on every device.',
  'head.profile.title': 'Your profile',
  'head.profile.description':
    'Your Party Dojo account: dojo coins, rewards, the packs you made and liked, and your settings.',
} as const;
