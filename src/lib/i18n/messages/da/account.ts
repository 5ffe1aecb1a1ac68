import type { Translation } from '../../types';
import type { account as english } from '../en/account';

// Kontoen på dansk: du-form, korte sætninger, "log ind" og "konto" som danske sider siger det.

export const account: Translation<typeof english> = {
  'account.signIn.title': 'Log ind',
  'account.signIn.lead':
    'Dine pakker, likes og dojo-mønter på alle dine enheder. Du kan altid spille uden konto.',
  'account.signIn.submit': 'Log ind',
  'account.signIn.busy': 'Logger ind…',
  'account.signIn.switchText': 'Ny her?',
  'account.signIn.switchLink': 'Opret en konto',
  'account.signUp.title': 'Opret din konto',
  'account.signUp.lead':
    'Gratis og hurtigt: en profil med dojo-mønter og belønninger, og de pakker, du laver, følger med dig på alle enheder.',
  'account.signUp.submit': 'Opret konto',
  'account.signUp.busy': 'Opretter din konto…',
  'account.signUp.switchText': 'Har du allerede en konto?',
  'account.signUp.switchLink': 'Log ind',
  'account.signUp.passwordHint': 'Mindst 8 tegn.',
  'account.signUp.news':
    'Send mig nyt fra Party Dojo på mail: nye spil og pakker, et par gange om året. Du kan slå det fra når som helst på din profil.',
  'account.password': 'Adgangskode',
  'account.forgot': 'Glemt adgangskoden?',
  'account.resendConfirmation': 'Send bekræftelsesmailen igen',
  'account.emailLink': 'Send mig et login-link på mail',
  'account.sentAgain': 'Sendt igen. Det er kun det nyeste link, der virker.',
  'account.noServer.body':
    'Alle spil, editoren og dine pakker virker her alligevel og bliver gemt på denne enhed.',
  'account.backToGames': 'Tilbage til spillene',
  'account.confirmSent':
    'Vi har sendt et link til {email}. Åbn det på denne enhed for at bekræfte din konto, så er du inde. Det virker én gang i en time.',
  'account.resendEmail': 'send mailen igen',
  'account.tryAnother': 'prøv en anden adresse',
  'account.signedIn.title': 'Du er logget ind',
  'account.signedIn.as': 'Logget ind som {email}.',
  'account.signedIn.device': 'Denne enhed er logget ind.',
  'account.continue': 'Fortsæt',

  'account.email': 'E-mail',
  'account.hide': 'Skjul',
  'account.show': 'Vis',
  'account.checkEmail': 'Tjek din mail',
  'account.nothingThere': 'Ingenting? Kig i spam, {again} eller {other}.',
  'account.localInbox':
    'Denne udgave af Party Dojo kører på din computer, så ingen mails forlader den: åbn den {inbox} for at finde den.',
  'account.localInbox.link': 'lokale indbakke',

  'account.error.offline':
    'Du skal være på nettet for at logge ind. Alt andet virker uden net, og det, du laver, bliver gemt på denne enhed.',
  'account.error.badCredentials':
    'Den mail og adgangskode passer ikke til en konto. Tjek dem begge, og prøv igen.',
  'account.error.emailTaken': 'Der findes allerede en konto med den mail. Log ind i stedet.',
  'account.error.weakPassword': 'Vælg en længere adgangskode: mindst 8 tegn.',
  'account.error.badEmail': 'Det ligner ikke en mailadresse.',
  'account.error.tooMany': 'For mange forsøg på kort tid. Vent et minut, og prøv så igen.',
  'account.error.notConfirmed':
    'Bekræft din mail først: åbn linket, vi har sendt dig, og log så ind.',
  'account.error.linkExpired': 'Linket er udløbet eller allerede brugt. Bed om et nyt herunder.',
  'account.error.samePassword': 'Det er allerede din adgangskode. Vælg en anden.',
  'account.error.noAccount': 'Ingen konto bruger den mail endnu. Opret en i stedet.',
  'account.error.emailWait': 'Vi har lige sendt dig en mail. Vent et minut, før du beder om en ny.',
  'account.error.recentLogin': 'Af hensyn til din sikkerhed skal du logge ind igen først.',
  'account.error.domain': 'Man kan ikke logge ind fra denne adresse.',
  'account.error.popupBlocked':
    'Din browser blokerede login-vinduet. Tillad pop op-vinduer for siden, og prøv igen.',
  'account.error.popupClosed':
    'Login-vinduet lukkede, før du var færdig. Prøv igen, når du er klar.',
  'account.error.signupClosed': 'Der kan ikke oprettes nye konti lige nu. Prøv igen senere.',
  'account.error.sessionEnded': 'Du er blevet logget ud. Log ind igen.',
  'account.error.noServer': 'Denne udgave af Party Dojo har ingen server at logge ind på.',
  'account.error.unknown': 'Noget gik galt hos os. Prøv igen om lidt.',
  'account.error.enterEmail': 'Skriv din mailadresse.',
  'account.error.enterNewPassword': 'Skriv en ny adgangskode.',
  'account.error.enterPassword': 'Skriv din adgangskode.',

  'account.reset.title': 'Glemt din adgangskode?',
  'account.reset.lead':
    'Skriv mailen til din konto, så sender vi et link, hvor du kan vælge en ny adgangskode.',
  'account.reset.submit': 'Send mig et nulstillingslink',
  'account.reset.sent':
    'Hvis der er en konto med {email}, er et link til en ny adgangskode på vej. Åbn det på denne enhed; det virker én gang i en time.',
  'account.link.title': 'Log ind med et link på mail',
  'account.link.lead':
    'Ingen adgangskode: vi mailer dig et link, og når du åbner det, er du logget ind.',
  'account.link.submit': 'Send mig et login-link',
  'account.link.sent':
    'Vi har sendt et login-link til {email}. Åbn det på denne enhed; det virker én gang i en time.',
  'account.sending': 'Sender…',
  'account.sendAgain': 'send den igen',
  'account.useAnother': 'brug en anden adresse',
  'account.backToSignIn': 'Tilbage til log ind',
  'account.remembered': 'Kom du i tanke om den?',
  'account.signInWithPassword': 'Log ind med din adgangskode',
  'account.confirm.noServerTitle': 'Åbn dit link',
  'account.confirm.opening': 'Åbner dit link…',
  'account.confirm.checkingReset': 'Tjekker dit nulstillingslink.',
  'account.confirm.signingIn': 'Logger dig ind.',
  'account.confirm.offlineTitle': 'Du er offline',
  'account.confirm.failedTitle': 'Det virkede ikke',
  'account.confirm.offline':
    'Du skal være på nettet for at åbne linket. Gå på nettet, og prøv igen: linket virker stadig.',
  'account.tryAgain': 'Prøv igen',
  'account.expired.title': 'Linket er udløbet',
  'account.expired.lead':
    'Links fra vores mails virker én gang i en time. Det her er allerede brugt, udløbet, eller også har en nyere mail afløst det. Ingen skade sket: bed om et nyt.',
  'account.expired.newReset': 'Send mig et nyt nulstillingslink',
  'account.expired.newLink': 'Send mig et nyt login-link',
  'account.expired.password': 'Log ind med adgangskode',
  'account.newPassword.title': 'Vælg en ny adgangskode',
  'account.newPassword.changed': 'Adgangskoden er skiftet',
  'account.newPassword.signedIn':
    'Du er logget ind. Brug din nye adgangskode næste gang; andre enheder, der brugte den gamle, er logget ud.',
  'account.newPassword.signedInAs':
    'Du er logget ind som {email}. Brug din nye adgangskode næste gang; andre enheder, der brugte den gamle, er logget ud.',
  'account.newPassword.openLink':
    'For at vælge en ny adgangskode skal du først åbne nulstillingslinket fra din mail på denne enhed.',
  'account.newPassword.for': 'Til {email}.',
  'account.newPassword.rule': 'Mindst 8 tegn og ikke den samme som den gamle.',
  'account.newPassword.label': 'Ny adgangskode',
  'account.newPassword.save': 'Gem ny adgangskode',
  'account.saving': 'Gemmer…',

  'account.invite.named': '{name} har inviteret dig til Party Dojo.',
  'account.invite.friend': 'En ven har inviteret dig til Party Dojo.',
  'account.invite.create': 'Opret din konto: de får dojo-mønter, og du får også 30.',

  'account.profile.neverSynced': 'Ikke synkroniseret på denne enhed endnu.',
  'account.profile.lastSynced': 'Sidst synkroniseret {when}.',
  'account.profile.unknownPack': 'En pakke, der ikke er åbnet på denne enhed endnu',
  'account.profile.changeName': 'Skift brugernavn',
  'account.profile.nameSaved': 'Gemt. Det når din konto, næste gang enheden synkroniserer.',
  'account.profile.username': 'Brugernavn',
  'account.profile.nameNotSaved': 'Dit brugernavn kunne ikke gemmes på denne enhed. Prøv igen.',
  'account.profile.enterName': 'Skriv et brugernavn.',
  'account.profile.nameTooLong': 'Dit brugernavn må højst være {max} tegn.',
  'account.save': 'Gem',
  'account.cancel': 'Annuller',
  'account.profile.inviteLink': 'Dit invitationslink',
  'account.profile.copyLink': 'Kopiér link',
  'account.profile.share': 'Del',
  'account.profile.shareText': 'Kom og spil med på Party Dojo',
  'account.profile.copied': 'Linket er kopieret.',
  'account.profile.notCopied':
    'Browseren ville ikke kopiere det: hold fingeren på linket for at kopiere det.',
  'account.profile.title': 'Din profil',
  'account.profile.signedOutLead':
    'Log ind for at få en profil: dojo-mønter og belønninger, de pakker, du laver og kan lide, på alle enheder, og et link til at invitere venner. Alle spil virker uden.',
  'account.profile.signIn': 'Log ind',
  'account.profile.createAccount': 'Opret en konto',
  'account.profile.noServer':
    'Denne udgave af Party Dojo har ingen server, så alt bliver på denne enhed.',
  'account.profile.invitedBy': 'Du kom med via {name}s invitation.',
  'account.profile.deletedTitle': 'Din konto er slettet',
  'account.profile.deletedLead':
    'Din konto og alt, hvad den indeholdt, er væk fra vores server og fra denne enhed. Dine udgivne pakker bliver ikke længere delt.',
  'account.profile.deletedBody': 'Alle spil virker stadig her uden konto.',
  'account.profile.signedInAs': 'Logget ind som {email}.',
  'account.profile.waitingBody':
    'Denne enhed har ikke fået din profil endnu. Den kommer med den første synkronisering, som kræver net; derefter åbner den her uden net også.',
  'account.profile.memberSince': 'Medlem siden {date}',
  'account.profile.coins': 'Dojo-mønter',
  'account.profile.coinsPending': {
    one: '{count} mønt er ved at blive brugt og venter på serveren.',
    other: '{count} mønter er ved at blive brugt og venter på serveren.',
  },
  'account.profile.rewards': 'Belønninger',
  'account.profile.spend': 'Brug dine mønter',
  'account.profile.achievements': 'Præstationer',
  'account.profile.noneYet': 'Ingen endnu.',
  'account.profile.made': 'Spil, du har lavet',
  'account.profile.madeEmpty': 'Intet udgivet endnu. Lav et i editoren.',
  'account.profile.liked': 'Spil, du kan lide',
  'account.profile.likedEmpty': 'Like en pakke, så finder du den her.',
  'account.profile.invite': 'Invitér venner',
  'account.profile.nobodyJoined': 'Ingen er kommet med via dit link endnu.',
  'account.profile.joined': {
    one: '{count} ven er kommet med via dit link.',
    other: '{count} venner er kommet med via dit link.',
  },
  'account.profile.premium': 'Premium',

  'account.delete.premiumCancelled':
    'Dit premium stopper også nu. Det var allerede sat til ikke at blive fornyet, så du bliver ikke trukket igen.',
  'account.delete.premium':
    'Dit premium-abonnement stopper også nu, og du bliver ikke trukket igen. Resten af den periode, du har betalt for, bliver ikke refunderet.',
  'account.delete.title': 'Slet min konto',
  'account.delete.note':
    'Det fjerner din konto fra vores server for altid: din profil, dojo-mønter, belønninger, likes og de pakker, du har lavet. Dine udgivne pakker bliver ikke længere delt. Spillene på denne enhed virker videre uden konto.',
  'account.delete.confirmTitle': 'Slet din konto for altid?',
  'account.delete.deleting': 'Sletter…',
  'account.delete.gone':
    'Alt, hvad din konto har på vores server, forsvinder, og det kan ikke hentes tilbage.',
  'account.delete.type': 'Skriv dit brugernavn ({username}) eller ordet {word} for at bekræfte.',
  'account.delete.word': 'slet',
  'account.delete.field': 'Brugernavn eller “{word}”',
  'account.delete.offline':
    'Du skal være på nettet for at slette din konto. Gå på nettet, og prøv igen.',
  'account.delete.noServer':
    'Denne udgave af Party Dojo har ingen server, så der er ingen konto at slette.',
  'account.delete.failed':
    'Din konto kunne ikke slettes lige nu. Intet blev fjernet. Prøv igen om lidt.',
  'account.delete.session': 'Du er blevet logget ud. Log ind igen, og slet så din konto.',

  'account.reward.welcome.title': 'Velkommen i dojoen',
  'account.reward.welcome.description': 'Opret din konto.',
  'account.reward.first-pack.title': 'Pakkemager',
  'account.reward.first-pack.description': 'Udgiv din første spilpakke.',
  'account.reward.share-pack.title': 'Publikumsfavorit',
  'account.reward.share-pack.description': 'En anden kan lide en af dine udgivne pakker.',
  'account.reward.joined-through-friend.title': 'Kom med via en ven',
  'account.reward.joined-through-friend.description': 'Opret dig via en vens invitationslink.',
  'account.reward.fan.title': 'Fan',
  'account.reward.fan.description': 'Like en pakke, eller giv et spil en tommel op.',
  'account.reward.feedback.title': 'Kritiker',
  'account.reward.feedback.description':
    'Bedøm et spil med tommelfingrene under det, mens du er logget ind.',
  'account.reward.newsletter.title': 'Med på noderne',
  'account.reward.follow-social.title': 'Følger',
  'account.coin.reward': 'Belønning: {title}',
  'account.coin.referral': 'En ven kom med via dit invitationslink',
  'account.coin.unlocked': 'Låste {pack} op ({game})',
  'account.coin.unlockedPack': 'Låste en premium-pakke op',
  'account.coin.spentOn': 'Brugt på {detail}',
  'account.coin.spent': 'Brugt',
  'account.coin.grant': 'Givet af Party Dojo',
  'account.reward.howPublish': 'Lav en pakke',
  'account.reward.howLiked': 'Dine pakker',
  'account.reward.howLike': 'Find en pakke at like',
  'account.reward.howFeedback': 'Vælg et spil',
  'account.reward.nextSync': 'Udbetales, næste gang enheden synkroniserer.',
  'account.reward.inviteOnly': 'Kun for konti oprettet via et invitationslink.',
  'account.reward.notYet': 'Ikke optjent endnu',
  'account.reward.intro':
    'Belønninger kommer af sig selv: gør det, der står, så kommer mønterne, næste gang enheden synkroniserer.',
  'account.reward.justEarned': 'Lige optjent: {list}.',
  'account.reward.earnedItem': '{title} (+{coins} dojo-mønter)',
  'account.reward.coins': '+{coins} dojo-mønter',
  'account.reward.earned': 'Optjent',
  'account.reward.pending': 'Afventer: venter på serveren.',
  'account.reward.pendingOffline': 'Afventer: sendes, når enheden er på nettet igen.',
  'account.shop.unlocked': '{pack} er din for altid. Slå den til med knappen Pakker i {game}.',
  'account.shop.already': '{pack} var allerede din, så der blev ikke brugt nogen mønter.',
  'account.shop.insufficient':
    'Ikke nok dojo-mønter: {pack} koster {price}, og du har {balance}. Intet blev brugt.',
  'account.shop.refused': 'Den pakke kan ikke købes for mønter. Intet blev brugt.',
  'account.shop.offline': 'Du skal være på nettet for at købe. Intet blev brugt.',
  'account.shop.noAnswer': 'Serveren svarede ikke, så intet blev brugt. Prøv igen om lidt.',
  'account.shop.premium':
    'Premium åbner allerede alle premium-pakker, så der er intet at købe for mønter, så længe det varer. Det, du låser op med mønter, er stadig dit, når premium slutter.',
  'account.shop.lead': 'Lås en premium-pakke op for altid, uden abonnement.',
  'account.shop.balance': {
    one: 'Du har {count} dojo-mønt.',
    other: 'Du har {count} dojo-mønter.',
  },
  'account.shop.offlineNote':
    'Du skal være på nettet for at købe, så serveren kan tjekke dine mønter. Det virker igen, når du er online; intet bliver brugt før.',
  'account.shop.packFor': 'Premium-pakke til {game}',
  'account.shop.price': '{price} dojo-mønter',
  'account.shop.owned': 'Låst op.',
  'account.shop.play': 'Spil {game}',
  'account.shop.withPremium': 'Åben med premium',
  'account.shop.unlocking': 'Låser op…',
  'account.shop.unlock': 'Lås op',
  'account.shop.confirmTitle': 'Lås {pack} op for {price} mønter?',
  'account.shop.confirmSpend': 'Brug {price} mønter',
  'account.shop.confirmBody':
    '{pack} er din for altid i {game}, på alle enheder, du logger ind på.',
};
