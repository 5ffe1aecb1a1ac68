import { GUIDES } from '..';
import type { GuideMeta } from '../../reading/types';

// The Danish guides (issue 39): each entry answers the English entry with the same slug, keeps
// its facts (players, kit, length, the game to play) and has its own Danish words. Its body is
// src/content/articles/da/bodies/<slug>.ts. A guide not here yet shows in English on /da pages.

type Words = Pick<GuideMeta, 'title' | 'description' | 'blurb'>;

function danish(slug: string, words: Words): GuideMeta {
  const english = GUIDES.find((guide) => guide.slug === slug);
  if (!english) throw new Error(`No English guide "${slug}" for a Danish one to answer`);
  return { ...english, ...words, locale: 'da', updated: '2026-11-29' };
}

export const GUIDES_DA: readonly GuideMeta[] = [
  danish('meyer', {
    title: 'Meyer: regler for det danske terningspil med bluff',
    description:
      'Sådan spiller man Meyer: slagenes rækkefølge fra Meyer og Lille Meyer ned til 32, liv, "det eller derover" og de bedste husregler.',
    blurb: 'Slå i skjul med to terninger, sig et tal, og tør den næste løfte bægeret?',
  }),
  danish('bakke', {
    title: 'Bakke: Slusens husspil med en bakke og en terning',
    description:
      'Bakke, husspillet fra Slusen i København, som vi spiller det: en bakke små glas, én terning, seks slag og en tjener med attitude.',
    blurb: 'En bakke små glas, én terning og et slag, der gør dig til tjener.',
  }),
];
