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
    p: 'Rewards pay coins once each. Claim a reward a second time and you are told "Reward already claimed", and nothing is added.',
  },
  {
    table: {
      head: ['Reward', 'What to do', 'Coins'],
      rows: [
        ['Welcome to the dojo', 'Create your account', '25'],
        ['Pack maker', 'Save your first game pack', '50'],
        ['Spread the word', 'Share one of your packs with friends', '30'],
        ['In the loop', 'Subscribe to the newsletter', '20'],
        ['Follower', 'Follow us on social media', '15'],
        ['Critic', 'Send us feedback about a game', '10'],
      ],
    },
  },
  { h3: 'Inviting friends' },
  {
    p: 'When a friend signs up through your invitation, you get 100 coins. Each new account can be referred only once, so the same friend can never pay out twice, and two accounts cannot refer each other.',
  },
  { h: 'Spending coins' },
  {
    p: 'Where something in the app carries a price in coins, spending takes it from your balance. Your balance can never go below zero: if a spend would take it under 0, it is refused and nothing is taken.',
  },
  { h: 'Where your coins live' },
  {
    p: 'Your balance is kept on our server, never on your phone. The phone shows a copy, but only the server adds or takes coins, and it checks every rule above each time. That is why clearing your browser or changing phones never loses a coin, and why nobody can give themselves coins by editing what is stored on their device.',
  },
  {
    p: 'If you claim a reward while offline, the claim waits on your phone and the server decides when you are back online. The coins show up as soon as it has said yes.',
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
