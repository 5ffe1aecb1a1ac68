import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Dojo coins are a small in-app balance that comes with a Party Dojo account. You earn them by trying out the app and by bringing friends along. They are not money: they cannot be bought, sold, transferred or swapped for cash.',
  },
  { h: 'Starting out' },
  {
    p: 'Every new account starts with 0 coins and the "Early Bird" achievement. Coins appear on your profile once you sign in, and your balance is the same on every device you use.',
  },
  { h: 'Earning coins' },
  {
    p: 'Rewards pay coins once each, and only for something you have really done: the server checks it before it pays. There is nothing to claim: when your phone next syncs after you have done it, the coins arrive on their own and the reward shows as earned.',
  },
  {
    table: {
      head: ['Reward', 'What to do', 'Coins'],
      rows: [
        ['Welcome to the dojo', 'Create your account.', '25'],
        ['Pack maker', 'Publish your first game pack.', '50'],
        ['Crowd pleaser', 'Someone else likes one of your published packs.', '30'],
        ['Joined through a friend', "Sign up through a friend's invite link.", '30'],
        ['Fan', 'Like a pack, or give a game a thumbs up.', '10'],
        ['Critic', 'Rate a game with the thumbs under it while signed in.', '10'],
      ],
    },
  },
  {
    p: [
      'The Rewards part of your ',
      { to: '/profile', text: 'profile' },
      ' shows the ones you have earned, and what to do for the rest.',
    ],
  },
  { h3: 'Inviting friends' },
  {
    p: 'Your profile has your own invite link. When a friend signs up through it, you get 100 coins and they get "Joined through a friend". Each new account can be referred only once and within a week of signing up, so the same friend never pays out twice; two accounts cannot refer each other, and one account is paid for at most 5 new friends in 30 days.',
  },
  { h: 'Spending coins' },
  {
    p: 'Coins unlock premium packs for good, one at a time, without a subscription: each premium pack of never have I ever, truth or dare, most likely to, charades and category costs 75 coins. Buy them under "Spend your coins" on your profile; the pack then plays in its game and in the mix, on every device you sign in on, and the purchase shows in your coin history.',
  },
  {
    p: 'Buying needs a connection, because only the server spends coins. Your balance can never go below zero: if a purchase would take it under 0, it is refused and nothing is taken.',
  },
  { h: 'Where your coins live' },
  {
    p: 'Your balance is kept on our server, never on your phone. The phone shows a copy, but only the server adds or takes coins, and it checks every rule above each time. That is why clearing your browser or changing phones never loses a coin, and why nobody can give themselves coins by editing what is stored on their device.',
  },
  {
    p: 'If you earn a reward while offline (say you publish a pack in a cabin with no signal), the server pays it when your phone is back online and has sent what you did. The coins show up as soon as it has.',
  },
  {
    tip: [
      'Coins go when your account goes: deleting the account removes its balance too. Questions about a missing reward? Tell us through the ',
      { to: '/info/contact', text: 'contact page' },
      '.',
    ],
    title: 'Good to know',
  },
];
