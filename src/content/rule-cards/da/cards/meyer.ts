import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'almindelige terninger', count: '2' },
    { item: 'raflebæger, man ikke kan se igennem', count: '1' },
    {
      item: 'noget at holde styr på liv med (en tredje terning, papir og blyant eller jetoner)',
      count: '1 pr. spiller',
    },
  ],
  setup: [
    'Alle starter med 6 liv. En ekstra terning, der drejes ned fra 6, er en nem tæller.',
    'Sæt jer i en rundkreds, og find ud af, hvem der starter. Turen går med uret.',
    'Lær at læse et slag: Den højeste terning er tierne, så en 5 og en 3 er 53. Fra bedst til dårligst: Meyer (2 og 1), lille Meyer (3 og 1), parrene fra 66 ned til 11, derefter 65, 64, 63, 62, 61, 54, 53 og så videre ned til 32, det laveste slag.',
  ],
  steps: [
    'Ryst terningerne under bægeret, kig på dem uden at nogen andre ser dem, og meld en værdi. Det kan være sandheden, en løgn eller mindre end det, du har.',
    'Send bægeret videre til venstre. Den spiller tror enten på dig eller løfter bægeret.',
    'Tror de på dig, ryster de igen uden at vise nogen terningerne og skal melde noget højere end dig, før de sender bægeret videre.',
    'Tror de ikke på dig, løftes bægeret. Er terningerne lavere end meldingen, mister den, der meldte, et liv. Er de lige så høje eller højere, mister den, der løftede, et liv. Næste runde starter forfra hos den, der tabte.',
    'En melding på Meyer er speciel. Næste spiller kan give op uden at kigge og miste 1 liv, eller løfte bægeret: Er det virkelig Meyer, mister de 2 liv, og er det ikke, mister den, der meldte, 1.',
  ],
  ending: 'En spiller uden flere liv er ude. Den sidste spiller med liv tilbage vinder.',
  notes: [
    'Nogle grupper lader en spiller sende bægeret videre uden at ryste eller kigge og gentage eller hæve meldingen; så ligger risikoen hos dem.',
    'Som drukspil: en tår for hvert liv, du mister. Den tyske rækkefølge dropper lille Meyer; nogle grupper gør 11 til det bedste par.',
  ],
};
