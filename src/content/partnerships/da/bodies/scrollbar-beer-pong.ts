import { PONG_DARE_RULES_DA, PONG_DARES_DA } from '../../../misc/da/beer-pong';
import type { Body } from '../../../reading/types';

// The dares and the dare rules come from src/content/misc/da/beer-pong.ts, card for card the
// English set that the phone's dare page and the printed sheets use.

export const body: Body = [
  {
    p: [
      'Sådan spilles beer pong på ',
      { to: '/partnerships/scrollbar', text: 'ScrollBar' },
      ', studenterbaren på IT-Universitetet i København: det velkendte spil med ti bægre på hver side og ét husets twist. Hvert hold gemmer to konsekvenskort under sine egne bægre, og en bold i et af de bægre vender kortet.',
    ],
  },
  { h: 'Det skal du bruge' },
  {
    kit: [
      { item: 'bægre', count: '20' },
      { item: 'bordtennisbolde (én i reserve)', count: '3' },
      { item: 'konsekvenskort fra bunken ved bordet', count: '4' },
      { item: 'kande vand til at skylle bolde og til at drikke', count: '1' },
      { item: 'langt bord', count: '1' },
    ],
  },
  { p: 'To hold med to på hver. Det går også én mod én: Så kaster hver spiller begge bolde.' },
  { h: 'Opstilling' },
  {
    steps: [
      'Hvert hold stiller ti bægre ved sin ende af bordet i en trekant på 4, 3, 2 og 1 med kanterne mod hinanden og spidsen mod det andet hold.',
      'Hæld den samme lille slat i hvert bæger. Vand eller sodavand er fint for alle, der vil have det; spillet er det samme.',
      'Hvert hold trækker to konsekvenskort fra bunken uden at læse dem højt og lægger dem med bagsiden op under to af sine egne bægre, mens det andet hold kigger væk. Hvilke to bægre er lige meget. Ingen løfter et bæger for at tjekke senere.',
      'Find ud af, hvem der starter, med en omgang sten, saks, papir, eller ved at hvert hold kaster én bold samtidig, mens de ser hinanden i øjnene: Det hold, der rammer først, starter.',
    ],
  },
  { h: 'Sådan spiller I' },
  {
    steps: [
      'Når det er holdets tur, kaster det to bolde, én pr. spiller. Albuerne bliver bag bordkanten, mens du kaster.',
      'En bold, der lander i et bæger, rammer det. Det forsvarende hold drikker bægerets slat og tager bægeret af bordet.',
      'Lå der et konsekvenskort under det ramte bæger, vender det forsvarende hold kortet, og én af dem (de vælger selv hvem) tager konsekvensen før næste kast.',
      'Begge bolde i på samme tur: Det kastende hold får begge bolde tilbage og kaster igen. Begge bolde i samme bæger: Det bæger og ét mere, som forsvarerne vælger, ryger.',
      'Et kast med hop er tilladt og tæller som to bægre (forsvarerne vælger det andet), men når bolden har rørt bordet, må forsvarerne slå den væk.',
      'Hvert hold må én gang pr. spil bede om at få stillet op igen ved starten af sin egen tur og trække sine resterende bægre sammen i en pæn form. Konsekvenskortene bliver under de bægre, de lå under.',
      'Bolde, der triller væk, hentes af det hold, der missede. Skyl bolden i vandkanden, før den kommer i spil igen.',
    ],
  },
  { h: 'Slutningen' },
  {
    p: 'Det første hold, der rammer den anden sides sidste bæger, vinder, men det tabende hold får en sidste chance: Hver af dets spillere kaster én gang. Rammer de et bæger, fortsætter spillet; misser de begge, er det slut. Vinderne beholder bordet og tager imod det næste hold.',
  },
  { h: 'Konsekvenskortene' },
  {
    p: `Her er de ${PONG_DARES_DA.length} konsekvenser, der står på ScrollBars konsekvenskort, og de samme, som konsekvenskoden giver på en telefon. Alle kan klares ved bordet på under et minut, og ingen af dem kræver noget af en, der ikke er med i spillet.`,
  },
  {
    table: {
      head: ['Nr.', 'Konsekvens'],
      rows: PONG_DARES_DA.map((dare, i) => [String(i + 1), dare.text]),
    },
  },
  { h: 'Regler for konsekvenser' },
  { list: [...PONG_DARE_RULES_DA] },
  {
    tip: 'Hold bordet tørt, hold boldene rene, og hold øje med hinanden. Mellem spillene drikker alle et glas vand.',
    title: 'God pongskik',
  },
  {
    p: [
      'Ny i spillet? ',
      { to: '/articles/beer-pong', text: 'Guiden til beer pong' },
      ' gennemgår standardreglerne og de mest almindelige husregler, og ',
      { to: '/articles/the-line', text: 'The Line' },
      ' er en variant på én linje fra vores anden partnerbar.',
    ],
  },
];
