import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Hver e-mail, vi sender, har et personligt afmeldingslink. Åbner du det, kommer du hertil, og ét tryk stopper vores e-mails til den adresse. Du behøver ikke logge ind, og du behøver ikke give en grund.',
  },
  { widget: 'unsubscribe' },
  { h: 'Hvad ændrer sig?' },
  {
    list: [
      'Vi holder op med at sende nyhedsbreve og nyheder til den adresse. Din konto, dine pakker og dine mønter bliver ikke rørt.',
      'Beskeder, du selv beder om, som et loginlink eller en nulstilling af din adgangskode, kommer stadig, fordi du bad om dem.',
      'Fortryder du? Er du logget ind, kan du slå e-mails til igen fra din profil.',
    ],
  },
  {
    p: [
      'Virker noget ikke? Skriv til os via ',
      { to: '/info/contact', text: 'kontaktsiden' },
      ', så fjerner vi adressen fra vores liste manuelt.',
    ],
  },
];
