import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Buffalo er ikke et spil, man sætter sig ned og spiller. Det er en regel, man lever med, nogle gange i årevis: drik kun med din svage hånd. Den, der bliver taget i at holde sin drink i sin stærke hånd, kan blive afsløret med et råb: "Buffalo!", og så tager vedkommende to tår på stedet. Råber du forkert, er tårene dine. Det bliver spillet på kollegier, i sportsklubber og i vennegrupper, der ikke har været uopmærksomme til et bryllup siden 2009.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'Det, du alligevel drikker', count: '1 pr. spiller' },
      { item: 'Venner, der alle har sagt ja til at være med', count: '2+' },
      { item: 'En god hukommelse for, hvem der er med' },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'Alt fra to og opefter, og flokken kan vokse med tiden: et nyt medlem kommer med ved at sige ja til reglerne, som regel foran vidner. Traditionen siger, at er man først med, er man med for livet. I praksis spiller mange Buffalo en enkelt aften, en ferie eller en festival.',
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Aftal, hvem der er med. Kun spillere kan råbe eller blive råbt op, og alle skal have sagt ja.',
      'Alle siger, hvilken hånd der er deres stærke. Venstrehåndede drikker med højre, højrehåndede med venstre.',
      'Aftal straffen. Vores er to tår, taget på stedet; vand tæller lige så meget som alt andet.',
      'Aftal, hvor længe det gælder: i aften, på denne tur, eller for livet.',
    ],
  },
  { h: 'Sådan spiller I' },
  {
    steps: [
      'Hold din drink i din svage hånd, hver gang du holder den, ikke kun når du drikker.',
      'Ser du en anden spiller holde en drink i sin stærke hånd, så råb "Buffalo!" og peg.',
      'Er råbet rigtigt, betaler den, der blev taget, straffen.',
      'Er råbet forkert, fordi vedkommende brugte den rigtige hånd eller ikke er med i spillet, betaler den, der råbte, i stedet. Det er en falsk buffalo.',
      'Spillet fortsætter i stilhed, så længe I har aftalt.',
    ],
  },
  {
    p: 'Det er i grænsetilfældene, Buffalo lever. En drink, der står på bordet, er sikker; i det øjeblik den bliver løftet, tæller hånden. At bære en bakke eller to glas på én gang er som regel tilladt, så længe ingen drikker. Et håndtryk med drikkehånden, en skål eller et billede er klassiske fælder: aftal tidligt, om et glas, man holder, mens nogen tager et billede, tæller.',
  },
  { h3: 'Sådan råber du godt' },
  {
    p: 'Vær sikker, før du råber, for en falsk buffalo koster dig det samme, som en ægte koster dem. En god råber holder øje med det øjeblik, hvor nogen tager en drink op for at tage telefonen eller give hånd. De bedste råb kommer timer efter, at alle har glemt, at spillet er i gang.',
  },
  { h: 'Varianter og husregler' },
  {
    list: [
      'Venstre hånd for alle: alle drikker med venstre hånd, uanset hvilken hånd de skriver med. Lettere at holde øje med, hårdere for de venstrehåndede.',
      'Timeskift: drikkehånden skifter hver hele time, en variant, der tit tilskrives schweiziske spillere. Ure bliver til våben.',
      'Pant i stedet: en ægte buffalo koster en lille pant i stedet for tår, for eksempel at købe næste omgang snacks. Godt til flokke, der ses tit.',
      'Buffalo-fred: aftalte steder, hvor reglen ikke gælder, for eksempel en familiemiddag eller alt, der har med arbejde at gøre.',
      'Begge hænder: en drink, der bliver holdt med begge hænder på én gang, er sikker.',
    ],
  },
  { h: 'Sådan bliver det godt' },
  {
    p: 'Ældre udgaver krævede, at den, der blev taget, drak hele glasset, og det er den del af Buffalo, vi har lavet om. Den tager ikke højde for, hvad der er i glasset: en øl og en gin og tonic er meget forskellige. To tår er det samme for alle, og spillet forbliver sjovt i årevis. En spiller, der drikker vand, er med på præcis samme måde, og et glas vand i den forkerte hånd tæller stadig.',
  },
  {
    p: 'Buffalo må aldrig følge nogen ind et sted, hvor de ikke kan sige nej: en jobsamtale, en begravelse i familien, en aften, hvor de skal køre. Alle kan træde ud af spillet ved at sige det tydeligt, og flokken skal lade dem gøre det, uden en sidste straf.',
  },
  { h: 'Andre guides' },
  {
    list: [
      [
        { to: '/articles/kings-cup', text: 'Kings Cup' },
        ': hvor "drik med venstre hånd" er en yndet knægteregel.',
      ],
      [
        { to: '/articles/waterfall', text: 'Vandfald' },
        ': endnu en regel, der kan dumpe ned over en fest når som helst.',
      ],
    ],
  },
];
