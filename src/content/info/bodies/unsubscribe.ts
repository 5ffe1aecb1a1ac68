import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Every email we send carries a personal unsubscribe link. Opening it brings you here, and one tap stops our emails to that address. You do not need to sign in, and you do not need to give a reason.',
  },
  { widget: 'unsubscribe' },
  { h: 'What changes' },
  {
    list: [
      'We stop sending newsletters and news to that address. Your account, packs and coins are not touched.',
      'Messages you ask for yourself, such as a sign-in link or a password reset, still arrive, because you asked for them.',
      'Changed your mind? Signed-in users can turn emails back on from their profile.',
    ],
  },
  {
    p: [
      'Something not working? Tell us through the ',
      { to: '/info/contact', text: 'contact page' },
      ' and we will take the address off our list by hand.',
    ],
  },
];
