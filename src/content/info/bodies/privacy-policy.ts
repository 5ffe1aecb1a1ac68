import type { Body } from '../../reading/types';

export const body: Body = [
  { p: 'Last updated 24 November 2026.' },
  {
    p: 'This policy explains what Party Dojo keeps about you, where, why, who helps us process it, and how to have it deleted. We collect as little as we can: you can play every game without an account, and then nothing about you reaches our server unless you choose to send us feedback or a message.',
  },
  { h: 'In short' },
  {
    list: [
      'No analytics, no advertising, no tracking cookies, no third-party trackers. We never sell or rent your data.',
      'Without an account, your games, players and packs stay on your device.',
      'With an account, we keep what the account needs: your profile, coins, likes, packs and drafts, and what you send us.',
      'Packs you publish are public to anyone who has the link.',
      'Payments go through Stripe. Your card details never touch our servers.',
      'You can delete your account, and everything attached to it, from your profile.',
    ],
  },
  { h: 'What stays on your device' },
  {
    p: 'The app stores these in your browser (IndexedDB, local storage and the service worker cache) so it can work offline:',
  },
  {
    list: [
      'the state of your games, so a reload or a dead battery does not end a round;',
      'the player names you type in, which are used only to fill in turns and prompts;',
      'which packs you switched on or off, and the prompts shown recently;',
      'the packs and drafts you write in the editor;',
      'your settings and small preferences;',
      'changes waiting to be sent to the server (only if you are signed in, or you sent us a message or feedback while offline);',
      'if you sign in, your sign-in session and a copy of your profile.',
    ],
  },
  {
    p: 'Player names never leave your device. We cannot see any of this unless it is part of your account as listed below.',
  },
  { h: 'What we keep on our server' },
  {
    table: {
      head: ['What we keep', 'Why'],
      rows: [
        ['Email address and sign-in details', 'To sign you in and to reach you about your account'],
        [
          'Profile: username, join date, achievements, dojo coins and their history, rewards claimed, how many friends you referred',
          'To show your profile and apply the coin rules',
        ],
        ['Packs you liked, packs and drafts you made', 'To keep them in step across your devices'],
        [
          'Packs you publish, with the author name you gave them, likes and play counts',
          'So anyone you share the link with can play them',
        ],
        [
          'Feedback from a game (thumbs up or down, your comment, which game)',
          'To make the games better',
        ],
        ['Contact messages, with the name and email address you give, if any', 'To answer you'],
        ['Whether you want our emails', 'To send newsletters only to people who want them'],
        [
          'Premium status, the Stripe customer and subscription ids, and the end of the paid period',
          'To know what your subscription unlocks and until when',
        ],
        [
          'Technical records of which changes from your devices have been applied',
          'So a change sent twice is applied only once and nothing is lost or doubled',
        ],
      ],
    },
  },
  {
    p: 'The legal grounds: most of this is needed to provide the account you asked for (our agreement with you). Feedback and the technical records serve our legitimate interest in running a reliable app. Newsletters are sent only with your consent, which you can withdraw at any time. Payment records are kept because the law requires it.',
  },
  { h: 'Who processes it for us' },
  {
    list: [
      'Supabase runs our backend: the database (Postgres), file storage for published packs, and sign-in (Auth). It stores the server data above on our behalf and may not use it for anything else.',
      'Stripe processes premium payments. You enter your card details on Stripe’s own checkout page; we receive only whether the payment succeeded, your subscription’s status and the ids that link it to your account. Stripe handles payment data under its own privacy policy and its legal duties as a payment provider.',
    ],
  },
  {
    p: 'We share your data with nobody else, except where a court or the law requires it. Where a processor handles data outside your country, it does so under the safeguards the law requires for such transfers.',
  },
  { h: 'How long we keep it' },
  {
    list: [
      'Account data stays for as long as you have the account, and is deleted when you delete it.',
      'Contact messages are kept while we deal with your question and then deleted; feedback is kept to improve the games and is deleted with your account.',
      'Payment records are kept by Stripe, and by us where the law requires, for the period bookkeeping law sets, even after your account is gone.',
    ],
  },
  { h: 'Deleting your data' },
  {
    steps: [
      'Open your profile while signed in and delete your account. This removes your profile, coins, likes, drafts and published packs from our server; a published pack’s link stops working.',
      'If you have premium, cancel the subscription first, so that no further payment is taken.',
      'To clear what is on a device, clear the site data for Party Dojo in the browser settings or uninstall the app.',
      [
        'If you cannot sign in, ask us through the ',
        { to: '/info/contact', text: 'contact page' },
        ', writing from the account’s email address, and we will delete the account for you.',
      ],
    ],
  },
  { h: 'Your rights' },
  {
    p: [
      'You can ask us for a copy of the data we hold about you, to correct it, to delete it, to restrict or object to how we use it, and to receive it in a portable format. Send the request through the ',
      { to: '/info/contact', text: 'contact page' },
      '. We answer within one month. You can also complain to the data protection authority where you live.',
    ],
  },
  { h: 'Age' },
  {
    p: 'Party Dojo is meant for adults and is not directed at children. You must be old enough to create an account where you live, and 18 or older to use the 18+ packs or to play drinking games. If we learn that an account belongs to a child, we delete it.',
  },
  { h: 'Security' },
  {
    p: 'Everything between your device and our server travels encrypted. On the server, each account can read and change only its own data; coins, premium status and counters can be changed only by checks that run on the server. Your data on your device is as safe as the device itself, so lock your phone.',
  },
  { h: 'Changes' },
  {
    p: 'If we change what we collect or why, we update this page and its date first. If the change matters for your account, we tell you in the app.',
  },
];
