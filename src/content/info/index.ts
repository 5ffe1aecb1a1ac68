import type { InfoPageMeta } from '../reading/types';

// The information pages at /info/{page}, in the order the footer lists them. Pricing and the
// premium outcome pages belong to the premium feature and are not listed here.
export const INFO_PAGES: readonly InfoPageMeta[] = [
  {
    page: 'FAQ',
    label: 'FAQ',
    title: 'Frequently asked questions',
    description:
      'Playing offline, installing Party Dojo on a phone, what is stored where, accounts, dojo coins, premium, making packs and playing safely.',
    locale: 'en',
    updated: '2026-11-24',
  },
  {
    page: 'about',
    label: 'About',
    title: 'About Party Dojo',
    description:
      'Why Party Dojo exists: party and drinking games that work on one phone with no signal, free to play, with packs anyone can write.',
    locale: 'en',
    updated: '2026-11-24',
  },
  {
    page: 'contact',
    label: 'Contact',
    title: 'Contact us',
    description:
      'Send Party Dojo a question, a bug report, a pack idea or a partnership request. The form works offline and sends itself once you are online.',
    locale: 'en',
    updated: '2026-11-24',
  },
  {
    page: 'dojo-coins',
    label: 'Dojo coins',
    title: 'Dojo coins',
    description:
      'How dojo coins work: the rewards that earn them, what a referral pays, how spending is checked, and why the balance lives on the server.',
    locale: 'en',
    updated: '2026-11-24',
  },
  {
    page: 'unsubscribe',
    label: 'Unsubscribe',
    title: 'Unsubscribe from our emails',
    description:
      'Stop Party Dojo emails with one tap from the link in any email we send. No sign-in needed.',
    locale: 'en',
    updated: '2026-11-24',
  },
  {
    page: 'cookie-policy',
    label: 'Cookie policy',
    title: 'Cookie policy',
    description:
      'Party Dojo uses no tracking cookies, no analytics and no ads. Here is what it does keep in your browser, and why.',
    locale: 'en',
    updated: '2026-11-24',
  },
  {
    page: 'privacy-policy',
    label: 'Privacy policy',
    title: 'Privacy policy',
    description:
      'What Party Dojo stores on your device and on our server, who processes it (Supabase, Stripe), how long we keep it and how to delete it.',
    locale: 'en',
    updated: '2026-11-24',
  },
  {
    page: 'terms-of-service',
    label: 'Terms of service',
    title: 'Terms of service',
    description:
      'The terms for using Party Dojo: the age rule, drinking responsibly, packs you publish, premium subscriptions, dojo coins and closing your account.',
    locale: 'en',
    updated: '2026-11-24',
  },
];
