import type { Body } from '../../reading/types';

export const body: Body = [
  { p: 'Last updated 24 November 2026.' },
  {
    p: 'These terms apply when you use Party Dojo, whether in a browser or installed on your phone. By using the app you agree to them. They are written to be read, so please do.',
  },
  { h: 'Who may use Party Dojo' },
  {
    list: [
      'Party Dojo is for adults. Drinking games are only for people who are of legal drinking age where they are playing, and never for anyone under 18.',
      'Packs marked 18+ are off until you switch them on. By switching one on, you confirm that everyone playing is 18 or older.',
      'To create an account you must be old enough to agree to these terms where you live, and at least 18 to use the 18+ packs.',
    ],
  },
  { h: 'Drinking responsibly' },
  {
    p: 'The games are for fun. A "sip" or a "drink" in any game can be water, soda or nothing at all, and every game works without alcohol. Nobody has to drink, answer a question or do a dare because a prompt or another player says so. Know your limits, look after each other, never drink and drive, and do not play drinking games if you are pregnant, on medication that does not mix with alcohol, or anywhere alcohol is not allowed. You are responsible for what you choose to do while playing, and for following the law where you are.',
  },
  { h: 'Your account' },
  {
    list: [
      'Keep your sign-in details to yourself; you are responsible for what happens on your account.',
      'One person, one account. Do not create accounts to collect rewards or referral coins.',
      'You can delete your account at any time from your profile. We may suspend or close an account that breaks these terms, and will tell you why.',
    ],
  },
  { h: 'Packs you make and publish' },
  {
    list: [
      'Your packs are yours. By publishing one, you let anyone who has its link open and play it, and you let us store it, show it and deliver it to them for as long as it is published.',
      'Published packs are public to anyone with the link. Do not put personal details, yours or anyone else’s, into a pack you publish.',
      'Publish only what you have the right to publish. No hate, no harassment, no content sexualising anyone under 18, no real people named in a hurtful way, nothing that pushes anyone to drink dangerously or to break the law. Mark packs with adult content as explicit (18+) and packs that involve drinking as such.',
      'We may take down a pack that breaks these rules, with or without notice. You can take your own pack down at any time by deleting it.',
    ],
  },
  { h: 'Dojo coins' },
  {
    p: [
      'Dojo coins are an in-app balance with no cash value. They cannot be bought, sold, transferred or exchanged for money, and they end with your account. Coins gained by breaking these terms (for example through fake referrals) may be removed. How coins are earned and spent is explained on the ',
      { to: '/info/dojo-coins', text: 'dojo coins page' },
      '.',
    ],
  },
  { h: 'Premium' },
  {
    list: [
      'Premium is a subscription that unlocks the premium packs. The price and the billing period are shown before you pay.',
      'Payment is processed by Stripe. The subscription renews each period until you cancel it.',
      'When you cancel, premium stays on until the end of the period you already paid for, and no further payment is taken.',
      'If a renewal payment fails, premium ends when the paid period ends. Your statutory rights as a consumer, including any right to withdraw from the purchase, are not affected by these terms.',
    ],
  },
  { h: 'Using the app fairly' },
  {
    p: 'Do not try to break into other accounts, change coins or counters you are not meant to change, overload the service or copy the app’s games and text wholesale to publish elsewhere. The games, prompts, guides and artwork in Party Dojo are ours; the rules of classic games are for everyone.',
  },
  { h: 'Our part' },
  {
    p: 'We work hard to keep Party Dojo running and your data safe, and we build it so that it keeps working offline. But it is provided as it is: we cannot promise it will always be available or free of bugs, and we may change or retire features. Where the law allows, we are not liable for indirect losses, or for what players choose to do during a game. Nothing in these terms limits liability that cannot be limited by law.',
  },
  { h: 'Your data' },
  {
    p: [
      'How we handle your data is set out in the ',
      { to: '/info/privacy-policy', text: 'privacy policy' },
      ' and the ',
      { to: '/info/cookie-policy', text: 'cookie policy' },
      '.',
    ],
  },
  { h: 'Changes to these terms' },
  {
    p: 'If we change these terms, we update this page and its date. If a change affects your account in a meaningful way, we tell you in the app before it takes effect. If you do not agree, you can delete your account.',
  },
  { h: 'Questions' },
  {
    p: [
      'Ask us anything about these terms through the ',
      { to: '/info/contact', text: 'contact page' },
      '.',
    ],
  },
];
