import type { Translation } from '../../types';
import type { packFile as english } from '../en/pack-file';

export const packFile: Translation<typeof english> = {
  'packFile.tooBig': 'Filen fylder mere end 5 MB, og det er for meget til én pakke.',
  'packFile.where': 'linje {line}, tegn {column}',
  'packFile.brokenAt':
    'Det er ikke en pakkefil: teksten er i stykker ved {where}. En pakkefil er den .json-fil, som Eksportér-knappen gemmer.',
  'packFile.notPack':
    'Det er ikke en pakkefil. En pakkefil er den .json-fil, som Eksportér-knappen gemmer.',
  'packFile.metadata':
    'Pakkens oplysninger kunne ikke findes. Filen ligner ikke en pakke: en pakkefil har pakkens navn, forfatter og id, sådan som Eksportér-knappen skriver den.',
  'packFile.field.name': 'Spillets navn',
  'packFile.field.id': 'Pakkens id',
  'packFile.field.description': 'Spillets beskrivelse',
  'packFile.field.author': 'Forfatterens navn',
  'packFile.field.explicit': '18+-indstillingen',
  'packFile.field.alcohol': 'Alkoholindstillingen',
  'packFile.field.creationDate': 'Oprettelsesdatoen',
  'packFile.field.tags': 'Tags',
  'packFile.field.prompts': 'Kortene',
  'packFile.field.likes': 'Antallet af likes',
  'packFile.field.plays': 'Antallet af gange, den er spillet',
  'packFile.field.other': 'En del af filen',
  'packFile.promptTooLong': 'Kort {number} er længere end {max} tegn.',
  'packFile.promptNotText': 'Kort {number} er ikke tekst.',
  'packFile.promptNoText': 'Kort {number} har ingen tekst.',
  'packFile.promptIs': 'Kort {number} er ikke tekst (det er {kind}).',
  'packFile.promptKind': 'Kort {number} skal være markeret "truth" eller "dare".',
  'packFile.tagTooLong': 'Et tag er længere end {max} tegn.',
  'packFile.tagNotWord': 'Hvert tag skal være et ord, ikke et tal eller en liste.',
  'packFile.maxPrompts': 'En pakke kan højst have {max} kort.',
  'packFile.maxTags': 'En pakke kan højst have {max} tags.',
  'packFile.tooLong': '{field} er længere end {max} tegn.',
  'packFile.damagedId':
    '{field} er beskadiget (et id ser sådan ud: 6f1c1c52-8f7e-4d7a-9d59-2a1f3b0c9e11).',
  'packFile.notDate':
    '{field} er ikke en dato, appen kan læse (den skal se sådan ud: 2026-11-21T10:00:00.000Z).',
  'packFile.trueOrFalse': '{field} skal være true eller false.',
  'packFile.list': '{field} skal være en liste.',
  'packFile.wholeNumber': '{field} skal være et helt tal, 0 eller derover.',
  'packFile.text': '{field} skal være tekst.',
  'packFile.kind.number': 'et tal',
  'packFile.kind.boolean': 'true eller false',
  'packFile.kind.object': 'en gruppe felter',
  'packFile.kind.list': 'en liste',
  'packFile.kind.empty': 'tomt',
  'packFile.kind.other': 'noget andet',
  'packFile.unknownGame':
    'Pakken er til et spil, appen ikke kender ("{game}"). Spillet skal være et af disse: {games}.',
  'packFile.gameNotName':
    'Spillet, pakken er til, skal være et navn som "truth-or-dare", ikke {kind}.',
};
