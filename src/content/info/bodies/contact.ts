import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Found a bug, have an idea for a game, want your bar to join us, or need help with your account? Write to us here. You do not need to sign in.',
  },
  { widget: 'contact-form' },
  { h: 'What happens next' },
  {
    list: [
      'If you are offline, your message waits safely on your phone and sends itself as soon as you are back online. You can close the app in the meantime.',
      'A real person reads every message. If you left your email address, we answer there as soon as we can, so check that it is spelled right. Without one we still read your message, but we cannot reply.',
      'Asking us to delete your account or your data? Write from the email address the account uses, so we know the request is yours.',
      [
        'For questions many people ask (offline play, installing, packs, coins), the ',
        { to: '/info/FAQ', text: 'FAQ' },
        ' may already have the answer.',
      ],
    ],
  },
  {
    p: [
      'We use your message, and your address if you give one, only to deal with what you wrote. The ',
      { to: '/info/privacy-policy', text: 'privacy policy' },
      ' explains how we handle them and how to have them deleted.',
    ],
  },
];
