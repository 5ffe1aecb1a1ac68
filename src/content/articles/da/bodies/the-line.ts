import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'The Line er beer pong rettet ud. I stedet for en trekant forsvarer hvert hold seks krus på én lang række, og kun kruset nærmest den, der kaster, kan slås ud. Rammer du et af de andre krus, springer det frem forrest i rækken, lige dér, hvor det er nemmest at ramme. Det er husets udgave på Slusen, en af vores partnerbarer i København, og det gør et spil om heldige hop til et spil om sigte og tålmodighed.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'Krus, 6 pr. hold', count: '12' },
      { item: 'Bordtennisbolde', count: '2' },
      { item: 'Langt bord', count: '1' },
      { item: 'Noget at drikke, en smule i hvert krus' },
      { item: 'Krus med vand til at skylle boldene, ét i hver ende', count: '2' },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'To hold, som regel på to, over for hinanden fra hver sin ende af bordet. Én mod én virker og er en god prøve på nerverne; tre på hvert hold bliver trangt for enden af bordet, men går fint i en larmende flok. Dem, der venter på bordet, kan være dommere, og en dommer er guld værd: det er let at flytte krusene forkert, når det går stærkt.',
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Hæld lige lidt i alle tolv krus.',
      'Hvert hold stiller seks krus på én lige række fra sin ende af bordet ind mod midten, så de rører hinanden.',
      'Forskyd de to rækker en smule i forhold til hinanden: det ene holds række går ned midt på bordet, det andet holds står lidt til højre for den. Forskydningen ændrer vinklerne og forhindrer, at rækkerne skærmer for hinanden.',
      'Hvert hold tager en bold. Find ud af, hvem der starter, med et hurtigt kast øje mod øje eller plat og krone.',
    ],
  },
  { h: 'Sådan spiller I' },
  {
    steps: [
      'Holdene kaster på skift bag deres egen ende af bordet, én bold pr. spiller, som i almindelig beer pong.',
      'En bold i kruset nærmest den, der kaster (forrest i det andet holds række), slår kruset ud: det bliver taget af bordet, og holdet, det tilhører, drikker det, som i almindelig beer pong.',
      'En bold i et hvilket som helst andet krus fjerner det ikke. I stedet bliver det krus med det samme flyttet forrest i rækken, og krusene bagved rykker sammen.',
      'Hvert træf bliver ordnet før næste kast, så to bolde aldrig kan ende i samme krus, og rækken altid er i orden, når den næste bold flyver.',
      'Det første hold, der slår alle seks af det andet holds krus ud, har vundet.',
      'Det tabende hold drikker de krus, vinderne stadig har stående.',
    ],
  },
  {
    p: 'Det er flytningen frem, der gør The Line til det, det er. Et heldigt kast i det bageste krus er ikke spildt: det trækker kruset frem og giver din makker et let mål. Derfor sigter gode hold langt med vilje, når det forreste krus er besværligt, og et forsvarende hold kan opleve at få sin række blandet om to gange i én tur. Hold øje med, hvilket krus der står forrest, for det er det eneste, der tæller.',
  },
  { h: 'Varianter og husregler' },
  {
    list: [
      'Kort række: fem krus på hver side til et hurtigere spil, eller når bordet ikke er langt nok til seks.',
      'Lige midt på: stil begge rækker midt på bordet, hvis jeres flok foretrækker det, og acceptér, at krusene skærmer mere for hinanden.',
      'Hop: husreglerne siger ikke noget om dem. Tillader I dem, så hold fast i spillets kerne: kun det forreste krus kan nogensinde fjernes.',
      'Sidste chance: lånt fra almindelig beer pong. Når et hold mister sit sidste krus, får hver spiller ét kast til at slå igen, før spillet slutter.',
      'Ingen drikke i krusene: fyld dem med vand, hav drikken i dit eget glas, og drik af det, når et krus bliver slået ud.',
    ],
  },
  { h: 'Sådan bliver det godt' },
  {
    p: 'Boldene ruller hen over barens gulv, så hav et krus rent vand i hver ende til at skylle dem, og drik så vidt muligt aldrig af et krus, boldene har været i: mange borde har kun vand i spillets krus og drikker af deres egne glas. Små skænk holder en lang kamp venlig, og det tabende holds afslutning er aldrig større end vindernes resterende krus, som regel to eller tre.',
  },
  {
    p: 'Den, der ikke drikker, kan spille med krus med vand og går ikke glip af noget. Og fordi The Line belønner sigte mere end held, er det et af de sjældne barspil, der bliver bedre, ikke dårligere, når aftenen stilner af.',
  },
  { h: 'Andre guides' },
  {
    list: [
      [
        { to: '/articles/bakke', text: 'Bakke' },
        ': Slusens andet husspil, spillet om en bakke med drinks.',
      ],
      [
        { to: '/partnerships/slusen', text: 'Slusen' },
        ': baren, dens spil, og hvordan et partnerskab med os fungerer.',
      ],
      [
        { to: '/articles/beer-pong', text: 'Beer pong' },
        ': de almindelige trekantregler, som The Line er vokset ud af.',
      ],
    ],
  },
];
