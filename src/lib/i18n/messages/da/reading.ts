import type { Translation } from '../../types';
import type { reading as english } from '../en/reading';

// Læsesiderne: guides, regelkort, partner- og infosider og oversigten over guides.

export const reading: Translation<typeof english> = {
  'reading.allGuides': 'Alle spilleguides',
  'reading.moreGuides': 'Flere spilleguides',
  'reading.updated': 'Sidst opdateret {date}',
  'reading.date': '{day}. {month} {year}',
  'reading.month.1': 'januar',
  'reading.month.2': 'februar',
  'reading.month.3': 'marts',
  'reading.month.4': 'april',
  'reading.month.5': 'maj',
  'reading.month.6': 'juni',
  'reading.month.7': 'juli',
  'reading.month.8': 'august',
  'reading.month.9': 'september',
  'reading.month.10': 'oktober',
  'reading.month.11': 'november',
  'reading.month.12': 'december',
  'reading.toc': 'På denne side',
  'reading.play': 'Spil det her',

  'reading.guide.eyebrow': 'Spilleguide',
  'reading.guide.facts': 'Kort fortalt',
  'reading.partner.eyebrow': 'Partnere',

  'reading.equipment.phone': 'En telefon',
  'reading.equipment.playing-cards': 'Spillekort',
  'reading.equipment.dice': 'Terninger',
  'reading.equipment.cups': 'Krus',
  'reading.equipment.ping-pong-balls': 'Bordtennisbolde',
  'reading.equipment.coins': 'Mønter',
  'reading.equipment.tray': 'En bakke',
  'reading.equipment.screen': 'En skærm',
  'reading.equipment.nothing': 'Ingenting',
  'reading.length.quick': 'Hurtigt',
  'reading.length.round': 'En runde',
  'reading.length.evening': 'Hele aftenen',
  'reading.lengthHint.quick': 'under et kvarter',
  'reading.lengthHint.round': '15 til 45 minutter',
  'reading.lengthHint.evening': 'kan fylde en hel aften',
  'reading.players.exact': { one: '{count} spiller', other: '{count} spillere' },
  'reading.players.atLeast': '{min}+ spillere',
  'reading.players.range': '{min}–{max} spillere',

  'reading.card.eyebrow': 'Regelkort',
  'reading.card.fullGuide': 'Læs hele guiden',
  'reading.card.fullGuideWhat': '{game}: varianter, husregler og gode råd',
  'reading.card.need': 'Det skal I bruge',
  'reading.card.players': 'Spillere',
  'reading.card.setup': 'Før I går i gang',
  'reading.card.howToPlay': 'Sådan spiller I',
  'reading.card.ending': 'Sådan slutter det',
  'reading.card.notes': 'Godt at vide',

  'reading.error.eyebrow': 'Fejl i indholdet',
  'reading.error.title': 'Siden kunne ikke vises',

  'reading.widget.loading': 'Henter formularen…',
  'reading.widget.failed.contact-form': 'Kontaktformularen kunne ikke hentes.',
  'reading.widget.failed.unsubscribe': 'Afmeldingsformularen kunne ikke hentes.',
  'reading.widget.retry':
    'Genindlæs siden og prøv igen. Det, du har skrevet andre steder i appen, er der stadig.',

  'reading.index.eyebrow': 'Sådan spiller man',
  'reading.index.title': 'Spilleguides',
  'reading.index.description':
    'Reglerne til Meyer, beer pong, Jeg har aldrig og mange flere: hvad I skal bruge, reglerne trin for trin og husregler, der er værd at prøve.',
  'reading.index.lead':
    'Reglerne til de fest- og drukspil, folk oftest spørger om: hvad I skal bruge, hvordan I stiller op, og de husregler, der er værd at prøve. Alle guides virker også uden net.',
  'reading.index.search': 'Søg i guiderne',
  'reading.index.placeholder': 'Meyer, kort, terninger…',
  'reading.index.players': 'Spillere',
  'reading.index.equipment': 'I har',
  'reading.index.length': 'Varighed',
  'reading.index.any': 'Alle',
  'reading.index.count': { one: '{count} guide', other: '{count} guides' },
  'reading.index.countOf': '{shown} af {total} guides',
  'reading.index.clear': 'Ryd søgning og filtre',
  'reading.index.empty': 'Ingen guide passer. Prøv med færre ord, eller fjern et filter.',
  'reading.index.playable': 'Kan spilles her',
  'reading.index.cards': 'Korte regelkort',
  'reading.index.cardsLead':
    'De hurtige udgaver: hvad I skal bruge, trinene og hvordan det slutter, på én skærm.',
};
