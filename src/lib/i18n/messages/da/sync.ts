import type { Translation } from '../../types';
import type { sync as english } from '../en/sync';

export const sync: Translation<typeof english> = {
  'sync.waiting': ' · {count} venter',
  'sync.localOnly': 'Kun lokalt',
  'sync.localOnly.detail':
    'Denne udgave af Party Dojo har ingen server, så alt bliver på denne enhed.',
  'sync.signedOut': 'Ikke logget ind',
  'sync.signedOut.detail':
    'Alt virker og bliver gemt på denne enhed. Log ind for at synkronisere det med din konto.',
  'sync.signInAgain': 'Log ind igen{waiting}',
  'sync.signInAgain.detail':
    'Du er blevet logget ud. Intet er tabt: log ind igen, så bliver dine ændringer sendt.',
  'sync.offline': 'Offline{waiting}',
  'sync.offline.detail':
    'Ingen forbindelse. Dine ændringer er gemt her og bliver sendt, når nettet er tilbage.',
  'sync.retrying': 'Prøver igen{waiting}',
  'sync.retrying.auth':
    'Det mislykkedes flere gange i træk at forny dit login, så næste forsøg venter lidt. Dine ændringer er i sikkerhed her. Hvis enhedens dato eller klokkeslæt er forkert, hjælper det at rette det.',
  'sync.slow': 'Langsomt net{waiting}',
  'sync.slow.detail':
    'Forbindelsen er langsom. Dine ændringer er gemt her og sendes lidt ad gangen, så de kommer afsted.',
  'sync.syncing': 'Synkroniserer{waiting}',
  'sync.syncing.detail': 'Sender og henter ændringer.',
  'sync.refused': '{count} ikke godkendt',
  'sync.refused.detail': {
    one: 'Serveren afviste én ændring. Se hvorfor herunder.',
    other: 'Serveren afviste {count} ændringer. Se hvorfor herunder.',
  },
  'sync.retrying.detail':
    'Serveren kunne ikke nås lige nu. Dine ændringer er i sikkerhed her og bliver sendt af sig selv om lidt, eller tryk på Synkronisér nu.',
  'sync.pending': '{count} venter',
  'sync.pending.detail':
    'Nogle ændringer er gemt her, men ikke sendt endnu. De bliver sendt af sig selv om lidt.',
  'sync.synced': 'Synkroniseret',
  'sync.synced.detail': 'Alt på denne enhed er på din konto.',
  'sync.notYet': 'Ikke synkroniseret endnu',
  'sync.notYet.detail':
    'Den første synkronisering er ikke færdig endnu. Bliv på nettet et øjeblik.',
  'sync.signIn': 'Log ind',
  'sync.badge.who': '{email}: ',
  'sync.badge.sync': 'Synkronisering: ',
  'sync.op.contact.create': 'Kontaktbesked',
  'sync.op.feedback.create': 'Feedback',
  'sync.op.pack-state.set': 'Pakke slået til eller fra',
  'sync.op.like.add': 'Like',
  'sync.op.like.remove': 'Fjernet like',
  'sync.op.play.count': 'Antal spil',
  'sync.op.reward.claim': 'Belønning',
  'sync.op.coins.spend': 'Mønter brugt',
  'sync.op.referral.record': 'Invitation',
  'sync.op.profile.update': 'Profilændring',
  'sync.op.pack.save': 'Pakke gemt',
  'sync.op.pack.publish': 'Pakke udgivet',
  'sync.op.pack.delete': 'Pakke slettet',
  'sync.op.draft.update': 'Kladde redigeret',
  'sync.op.pack.report': 'Pakke anmeldt',
  'sync.op.dealt.merge': 'Uddelte kort',
  'sync.ago.now': 'lige nu',
  'sync.ago.minutes': 'for {count} min. siden',
  'sync.ago.hours': 'for {count} t. siden',
  'sync.reason.referSelf': 'Du kan ikke invitere dig selv.',
  'sync.reason.referrerMissing': 'Kontoen, der inviterede dig, findes ikke længere.',
  'sync.reason.alreadyReferred': 'Din konto er allerede blevet inviteret af en anden.',
  'sync.reason.referMutual': 'To konti kan ikke invitere hinanden.',
  'sync.reason.referCycle': 'Invitationer kan ikke gå i ring.',
  'sync.reason.referrerNewer': 'Kontoen, der inviterede dig, er oprettet efter din.',
  'sync.reason.referLate':
    'En invitation tæller kun i de første 7 dage efter, du har oprettet dig.',
  'sync.reason.referLimit':
    'Kontoen, der inviterede dig, har fået betaling for 5 invitationer de sidste 30 dage, og mere kan det ikke blive til.',
  'sync.reason.rewardClaimed': 'Belønningen er allerede hentet',
  'sync.reason.rewardError': 'Belønningen kunne ikke hentes',
  'sync.reason.profileRead': 'Din profil kunne ikke læses. Prøv igen om lidt.',
  'sync.reason.profileCreate': 'Din profil kunne ikke oprettes. Prøv igen om lidt.',
  'sync.reason.signedOut': 'Du er ikke logget ind',
  'sync.reason.coins': 'Du har ikke dojo-mønter nok.',
  'sync.retry': 'Prøv igen',
  'sync.discard': 'Kassér',
  'sync.panel': 'Konto og synkronisering',
  'sync.signedInAs': 'Logget ind som {email}',
  'sync.pendingFact': 'Venter på at blive sendt',
  'sync.oldestFact': 'Ældste, der venter',
  'sync.lastFact': 'Sidst synkroniseret',
  'sync.never': 'Aldrig på denne enhed',
  'sync.unowned': {
    one: '{count} ændring blev lavet, mens du var logget ud.',
    other: '{count} ændringer blev lavet, mens du var logget ud.',
  },
  'sync.adopt': 'Føj til min konto',
  'sync.otherAccounts': {
    one: '{count} ændring på denne enhed er lavet af en konto, der ikke er logget ind nu. Den bliver gemt og sendt, når den konto logger ind igen.',
    other:
      '{count} ændringer på denne enhed er lavet af en konto, der ikke er logget ind nu. De bliver gemt og sendt, når den konto logger ind igen.',
  },
  'sync.refusedTitle': 'Ikke godkendt af serveren',
  'sync.now': 'Synkronisér nu',
  'sync.profile': 'Din profil',
  'sync.signOut': 'Log ud',
  'sync.signOutFailed': 'Du blev ikke logget helt ud. Prøv igen.',
  'sync.unsent.title': 'Log ud med ændringer, der ikke er sendt?',
  'sync.unsent.stay': 'Bliv logget ind',
  'sync.unsent.body': {
    one: 'Én ændring fra denne enhed har ikke nået din konto endnu. Den bliver her og sendes, når du logger ind på kontoen igen på denne enhed.',
    other:
      '{count} ændringer fra denne enhed har ikke nået din konto endnu. De bliver her og sendes, når du logger ind på kontoen igen på denne enhed.',
  },
  'sync.unsent.rest': 'Alt andet fra kontoen bliver fjernet fra denne enhed.',
};
