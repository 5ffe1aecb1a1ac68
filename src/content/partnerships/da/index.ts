import type { PartnerPageMeta } from '../../reading/types';

// The Danish partner pages: the same pages, ids and addresses as PARTNER_PAGES, each served
// under /da. Each body is bodies/<id>.ts, the same file name as the English one.

/** An English entry's shape in Danish (LocaleSchema lists only 'en' so far). */
export type DanishPartnerPageMeta = Omit<PartnerPageMeta, 'locale'> & { locale: 'da' };

export const PARTNER_PAGES_DA: readonly DanishPartnerPageMeta[] = [
  {
    id: 'slusen',
    path: '/partnerships/slusen',
    title: 'Slusen: vores partnerbar og dens husspil',
    description:
      'Slusen i København spiller The Line og Bakke, barens egne husspil. Her er spillene, QR-materialet på bordene, og hvordan din bar kan komme med.',
    locale: 'da',
    updated: '2026-11-29',
  },
  {
    id: 'scrollbar',
    path: '/partnerships/scrollbar',
    title: 'ScrollBar: ITU’s studenterbar og Party Dojo',
    description:
      'ScrollBar, studenterbaren på IT-Universitetet i København: spillene, konsekvenskortene til beer pong, bordfodboldturneringen og samarbejde med os.',
    locale: 'da',
    updated: '2026-11-29',
  },
  {
    id: 'scrollbar-beer-pong',
    path: '/articles/partnerships/scrollbar/beer-pong',
    title: 'Beer pong på ScrollBar: husregler og konsekvenskort',
    description:
      'Beer pong, som det spilles på ScrollBar, med skjulte konsekvensbægre og alle 24 konsekvenser fra konsekvenskortene.',
    locale: 'da',
    updated: '2026-11-29',
  },
  {
    id: 'gentle-jack',
    path: '/articles/partnerships/gentle-jack',
    title: 'Gentle Jack: blackjack med lidt alkohol til barbordet',
    description:
      'Gentle Jack er blackjack om jetoner i stedet for drinks, med en vandregel for hver knægt. Regler og en kort guide til at holde tempoet nede i byen.',
    locale: 'da',
    updated: '2026-11-29',
  },
];
