import type { LovePrompt } from '../love';
import type { Spice } from '../types';

// Kærlighedsspillet in Danish: the same ids, kinds, spice and 18+ flags as
// src/content/misc/love.ts. Written for Danes, not word for word.

function ask(id: string, spice: Spice, text: string, adult = false): LovePrompt {
  return { id, text, spice, adult, kind: 'ask' };
}
function act(id: string, spice: Spice, text: string, adult = false): LovePrompt {
  return { id, text, spice, adult, kind: 'do' };
}

export const LOVE_PROMPTS_DA: readonly LovePrompt[] = [
  ask('l01', 1, 'Hvad lagde du først mærke til ved mig, helt ærligt?'),
  ask('l02', 1, 'Hvilken helt almindelig dag sammen ville du gerne opleve igen?'),
  ask('l03', 1, 'Hvad er en lille ting, jeg gør, som gør din dag bedre?'),
  ask('l04', 1, 'Hvor skal vores næste tur gå hen, og hvad laver vi den første aften?'),
  ask('l05', 1, 'Hvilken sang får dig til at tænke på os?'),
  ask('l06', 1, 'Hvad har du altid gerne villet lære sammen med mig?'),
  ask('l07', 1, 'Hvad ville dine venner sige er vores mest irriterende vane som par?'),
  ask('l08', 2, 'Hvornår vidste du, at det her var mere end en sommerflirt?'),
  ask('l09', 2, 'Hvad har du aldrig fortalt mig, fordi det føltes for fjollet?'),
  ask('l10', 2, 'Hvad savner du mest, når vi er væk fra hinanden en uge?'),
  ask('l11', 2, 'Hvilket af mine gamle outfits ville du hente frem igen, hvis du kunne?'),
  ask('l12', 2, 'Hvad er vores bedste skænderi, set i bakspejlet, og hvem havde ret?'),
  act(
    'l13',
    1,
    'Hold hinanden i hånden med øjenkontakt i tredive sekunder uden at grine, hvis I begge har lyst.',
  ),
  act('l14', 1, 'Beskriv din partner med tre ord. Din partner må bede om et fjerde.'),
  act('l15', 1, 'Genskab positionen fra jeres yndlingsbillede af jer to.'),
  act('l16', 1, 'Planlæg en date i næste uge på ét minut, højt, med et budget på 100 kroner.'),
  act('l17', 1, 'Giv din partner et kompliment, du aldrig har sagt før.'),
  act('l18', 2, 'Dans tæt med din partner til én sang, hvor I end er, hvis I begge har lyst.'),
  act('l19', 2, 'Skriv et kærlighedsdigt på tre linjer på en serviet, og læs det højt.'),
  act('l20', 2, 'Vælg et billede af jer to, og brug det begge som baggrund på telefonen i en dag.'),
  act(
    'l21',
    2,
    'Hvis din partner har lyst, så kys et sted, der ikke er læberne. Din partner vælger hvor.',
  ),
  act(
    'l22',
    2,
    'Hvis din partner vil være med, så giv din partner den næste bid eller tår, uden hænder for dem.',
  ),
  ask('l23', 3, 'Hvilken fantasi har du aldrig sagt højt?', true),
  ask('l24', 3, 'Hvor er det mest vovede sted, du gerne ville kysse mig?', true),
  act(
    'l25',
    3,
    'Hvis din partner har lyst til massage, så giv et minuts massage, hvor din partner beder om det.',
    true,
  ),
  act('l26', 3, 'Hvisk, hvad du gerne vil have skal ske, når I kommer hjem i aften.', true),
  act(
    'l27',
    3,
    'Hvis din partner vil vælge, så tag et stykke tøj af, som din partner peger på. I kan begge sige: ikke i aften.',
    true,
  ),
  act(
    'l28',
    3,
    'Hvis din partner siger ja, så kys i ti sekunder, sådan som I gjorde allerførste gang.',
    true,
  ),
];
