import type { InfoPageMeta } from '../../reading/types';

// The Danish information pages at /da/info/{page}: the same pages, in the same footer order, as
// INFO_PAGES. Each body is bodies/<page>.ts, the same file name as the English one.

/** An English entry's shape in Danish (LocaleSchema lists only 'en' so far). */
export type DanishInfoPageMeta = Omit<InfoPageMeta, 'locale'> & { locale: 'da' };

export const INFO_PAGES_DA: readonly DanishInfoPageMeta[] = [
  {
    page: 'FAQ',
    label: 'Spørgsmål og svar',
    title: 'Ofte stillede spørgsmål',
    description:
      'Spil uden net, Party Dojo på telefonen, hvad der gemmes hvor, konti, dojo-mønter, premium, egne pakker og at spille trygt.',
    locale: 'da',
    updated: '2026-11-29',
  },
  {
    page: 'about',
    label: 'Om os',
    title: 'Om Party Dojo',
    description:
      'Derfor findes Party Dojo: fest- og drukspil på én telefon uden dækning, gratis at spille, med pakker som alle kan skrive.',
    locale: 'da',
    updated: '2026-11-29',
  },
  {
    page: 'contact',
    label: 'Kontakt',
    title: 'Kontakt os',
    description:
      'Send Party Dojo et spørgsmål, en fejl, en idé til en pakke eller en forespørgsel om samarbejde. Formularen virker uden net og sender sig selv senere.',
    locale: 'da',
    updated: '2026-11-29',
  },
  {
    page: 'dojo-coins',
    label: 'Dojo-mønter',
    title: 'Dojo-mønter',
    description:
      'Sådan virker dojo-mønter: belønningerne, der giver dem, hvad en invitation giver, hvordan køb tjekkes, og hvorfor saldoen ligger på serveren.',
    locale: 'da',
    updated: '2026-11-29',
  },
  {
    page: 'unsubscribe',
    label: 'Afmeld e-mails',
    title: 'Afmeld vores e-mails',
    description:
      'Stop e-mails fra Party Dojo med ét tryk fra linket i enhver e-mail, vi sender. Du behøver ikke logge ind.',
    locale: 'da',
    updated: '2026-11-29',
  },
  {
    page: 'cookie-policy',
    label: 'Cookiepolitik',
    title: 'Cookiepolitik',
    description:
      'Party Dojo bruger ingen sporingscookies, ingen statistikværktøjer og ingen reklamer. Her kan du se, hvad appen gemmer i din browser, og hvorfor.',
    locale: 'da',
    updated: '2026-11-29',
  },
  {
    page: 'privacy-policy',
    label: 'Privatlivspolitik',
    title: 'Privatlivspolitik',
    description:
      'Hvad Party Dojo gemmer på din enhed og på vores server, hvem der behandler det (Supabase, Stripe), hvor længe vi gemmer det, og hvordan du sletter det.',
    locale: 'da',
    updated: '2026-11-29',
  },
  {
    page: 'terms-of-service',
    label: 'Vilkår',
    title: 'Vilkår for brug',
    description:
      'Vilkårene for at bruge Party Dojo: aldersgrænsen, ansvarlig drikning, pakker du udgiver, premiumabonnement, dojo-mønter og at lukke din konto.',
    locale: 'da',
    updated: '2026-11-29',
  },
];
