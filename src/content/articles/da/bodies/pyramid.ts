import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Pyramiden er et kortspil om hukommelse og bluff. 21 kort bliver lagt med bagsiden opad i en pyramide, alle får et kort kig på deres egen hånd, og så bliver pyramiden vendt ét kort ad gangen nedefra og op. Hver gang et kort passer med et, du har, eller et, du påstår at have, kan du sende tår til en anden spiller. Vedkommende kan tro på dig eller kalde dit bluff og få dig til at bevise det. Jo højere oppe i pyramiden, jo mere er hvert kort værd, så det er de sidste kort, alle husker.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'Et almindeligt spil kort med 52 kort, uden jokere', count: '1' },
      { item: 'Et bord med plads til en pyramide på seks rækker', count: '1' },
      { item: 'Noget at drikke', count: '1 pr. spiller' },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'Tre til ti. Pyramiden bruger 21 kort, så der er 31 tilbage til hænderne, nok til ti spillere med tre hver. Er I kun to eller tre, så giv fire kort hver, så der er flere chancer for et match.',
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Bland, og læg 21 kort med bagsiden opad i seks rækker: seks nederst, så fem, fire, tre, to og ét øverst.',
      'Giv tre kort med bagsiden opad til hver spiller.',
      'Alle kigger på deres egne kort én gang, i cirka ti sekunder, og husker dem. Så bliver kortene lagt med bagsiden opad på bordet, og man må ikke kigge på dem igen.',
      'Find en giver, der vender pyramidens kort.',
    ],
  },
  { h: 'Sådan spiller I' },
  {
    steps: [
      'Giveren vender det første kort i nederste række.',
      'Alle, der har et kort af samme værdi, eller vil lade som om, må pege på en anden spiller og bede vedkommende drikke rækkens værdi.',
      'Den, der bliver peget på, tager enten imod og drikker, eller siger "vis mig det".',
      'Bliver du udfordret, skal du finde det passende kort på din hånd og vende det. Viser du det, drikker udfordreren værdien plus én. Kan du ikke, fordi du bluffede eller glemte, hvor det lå, drikker du selv værdien plus én.',
      'Et vist kort bliver erstattet fra resten af bunken, så spilleren stadig har tre kort at huske.',
      'Giveren fortsætter hen ad rækken og så op gennem pyramiden, til det øverste kort er vendt.',
    ],
  },
  {
    table: {
      head: ['Række', 'Antal kort', 'Tår pr. match'],
      rows: [
        ['1 (nederst)', '6', '1'],
        ['2', '5', '1'],
        ['3', '4', '2'],
        ['4', '3', '2'],
        ['5', '2', '3'],
        ['6 (øverst)', '1', '3'],
      ],
    },
  },
  {
    p: 'Flere spillere kan matche det samme kort, og en spiller med to af værdien kan pege to gange. En spiller kan blive peget på af flere på samme kort. Hold styr på det højt: giveren gentager, hvem der peger på hvem, før nogen drikker.',
  },
  { h: 'Varianter og husregler' },
  {
    list: [
      'Fem rækker: en pyramide på 15 kort med 5, 4, 3, 2 og 1, og fire kort pr. spiller. Hurtigere, og det øverste kort er tre værd.',
      'Flade rækker: hvert kort er én tår værd, og en udfordring lægger én til. Den blideste kurve, til en lang aften.',
      'Giv og tag: ulige rækker er "giv"-rækker som normalt, lige rækker er "tag"-rækker, hvor et match betyder, at du selv drikker.',
      'Det sidste kort: den, der har et match til det øverste kort, når det bliver vendt, må lave en regel for resten af aftenen i stedet for at dele tår ud.',
      'Hukommelsestest: til sidst siger hver spiller, hvad de har på hånden, før de vender kortene. Hvert forkert kort koster en tår.',
    ],
  },
  { h: 'Sådan bliver det godt' },
  {
    p: 'Pointene stiger mod toppen, og en udfordring lægger én til, så det øverste kort kan koste fire tår på én gang. Det er det meste, et kort kan koste. Hold en "tår" lille, eller spil med flade rækker, og aftal det, før spillet begynder, ikke når nogen allerede er ved at tabe.',
  },
  {
    p: 'Pyramiden virker fint med sodavand, eller med point i stedet for tår: den med færrest point til sidst vinder. Sæt den, der helst ikke vil drikke, til at være giver, et job med al dramatikken og ingen af tårene.',
  },
  { h: 'Andre guides' },
  {
    list: [
      [
        { to: '/articles/kings-cup', text: 'Kings Cup' },
        ': endnu en klassiker med en bunke og et bord.',
      ],
      [{ to: '/articles/meyer', text: 'Meyer' }, ': til dem, der syntes bedst om bluffet.'],
    ],
  },
];
