// The contact form (/info/contact) and the email opt-out (/info/unsubscribe, the profile).

export const contact = {
  'contact.topic.question': 'A question',
  'contact.topic.problem': 'Something is not working',
  'contact.topic.idea': 'An idea or a game to add',
  'contact.topic.partnership': 'Partnering with us (bars and venues)',
  'contact.topic.privacy': 'My data or my account',
  'contact.topic.other': 'Something else',
  'contact.error.messageMissing': 'Write your message first.',
  'contact.error.messageTooLong': 'Your message is too long: keep it to {max} characters.',
  'contact.error.emailInvalid':
    'That email address does not look complete (like name@example.com). Fix it, or leave it empty.',
  'contact.error.emailTooLong': 'That email address is longer than {max} characters.',
  'contact.error.nameTooLong': 'Keep your name to {max} characters.',
  'contact.error.topicUnknown': 'Choose what your message is about.',
  'contact.error.storageFull':
    'This device is out of storage, so the message could not be saved. Free some space and send it again; your text is still here.',
  'contact.error.notSaved':
    'The message could not be saved on this device. Send it again; your text is still here.',
  'contact.form': 'Contact us',
  'contact.name': 'Your name',
  'contact.optional': '(optional)',
  'contact.email': 'Your email',
  'contact.emailHint':
    'Only if you would like a reply. We use it to answer you and for nothing else.',
  'contact.topic': 'What is it about?',
  'contact.message': 'Your message',
  'contact.counter': '{length} / {max}',
  'contact.sending': 'Sending…',
  'contact.send': 'Send message',
  'contact.noSignal':
    'No signal? Send it anyway: it is saved on this device and reaches us once you are online.',
  'contact.preferEmail': 'Prefer email? Write to',
  'contact.replyTo': "We'll reply to {email}.",
  'contact.noReply': 'You left no email, so we cannot reply, but we read every message.',
  'contact.sent.localTitle': 'Saved on this device only',
  'contact.sent.localBody':
    'This copy of Party Dojo has no server, so the message cannot reach us from here. Please email it to {email}.',
  'contact.sent.refusedTitle': 'Not accepted',
  'contact.sent.refusedBody':
    'Our server refused the message ({reason}). Please email it to {email}.',
  'contact.sent.deliveredTitle': 'Sent',
  'contact.sent.deliveredBody': 'Your message reached us. {reply}',
  'contact.sent.queuedTitle': 'Queued',
  'contact.sent.queuedOnline': 'Saved on this device and on its way to us. {reply}',
  'contact.sent.queuedOffline':
    'Saved on this device. You are offline: it will be sent the moment you are back online, even if you close this page. {reply}',
  'contact.another': 'Write another message',

  'unsubscribe.title': 'Stop emails from Party Dojo',
  'unsubscribe.intro':
    'This link comes from an email we sent to your account. Press the button and we will stop sending news and newsletters to it. No sign-in needed.',
  'unsubscribe.working': 'Unsubscribing…',
  'unsubscribe.button': 'Unsubscribe',
  'unsubscribe.alreadyTitle': 'Already unsubscribed',
  'unsubscribe.doneTitle': 'You are unsubscribed',
  'unsubscribe.already':
    'This account was already off our email list, so there was nothing more to do.',
  'unsubscribe.done': 'Done. We have recorded it: no more news or newsletters to this account.',
  'unsubscribe.stillArrive':
    'Emails you ask for yourself, like a password reset, still arrive. Changed your mind? Sign in and turn news back on in your profile.',
  'unsubscribe.invalidTitle': 'This link is not valid',
  'unsubscribe.invalid':
    'Nothing was changed. The link may have been cut short: open it again straight from the email, or copy the whole address. If it still fails, write to',
  'unsubscribe.byHand': 'and we will take you off the list by hand.',
  'unsubscribe.expiredTitle': 'This link has expired',
  'unsubscribe.expired':
    'Nothing was changed. Unsubscribe links work for a year, and only for the address they were sent to. Sign in and turn off news in your profile, or write to',
  'unsubscribe.noAccountTitle': 'That account no longer exists',
  'unsubscribe.noAccount':
    'It has been deleted, so it gets no email from us. There is nothing to do.',
  'unsubscribe.offlineTitle': 'You are offline',
  'unsubscribe.offline':
    'Unsubscribing needs a connection, so nothing has been recorded yet. Connect to the internet and try again.',
  'unsubscribe.noServerTitle': 'No server here',
  'unsubscribe.noServer':
    'This copy of Party Dojo has no server, so it cannot record an opt-out. Write to',
  'unsubscribe.instead': 'instead.',
  'unsubscribe.errorTitle': 'Not recorded',
  'unsubscribe.retry': 'Try again',
  'unsubscribe.noToken':
    'Every email we send ends with an unsubscribe link: open it and press Unsubscribe, no sign-in needed. Or sign in and turn email off in your profile, or write to',
  'unsubscribe.settingTitle': 'Email from Party Dojo',
  'unsubscribe.settingLabel': 'Email me news from Party Dojo',
  'unsubscribe.saving': 'Saving…',
  'unsubscribe.off':
    'Off: no news or newsletters from us. Emails you ask for, like a password reset, still come.',
  'unsubscribe.on': 'On: untick it to stop news and newsletters from us.',
  'unsubscribe.checking': 'Checking your setting…',
  'unsubscribe.refused': 'The server refused the request, so nothing was changed. Try again later.',
  'unsubscribe.noServerToAsk': 'This copy of Party Dojo has no server to ask.',
  'unsubscribe.checkOffline':
    'Checking your email setting needs a connection, and you are offline.',
  'unsubscribe.changeOffline':
    'Changing your email setting needs a connection, and you are offline.',
} as const;
