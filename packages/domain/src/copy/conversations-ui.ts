// Conversations' texts (issue 16; /conversation/{id}/, the Messages tab of /notifications/ and
// the closeup's Send dialog), ours after Pinterest's messages.
export const CONVERSATION_TEXT = {
  messages: 'Messages',
  updates: 'Updates',
  noConversations: 'No messages yet. Send a Pin to someone from its page.',
  placeholder: 'Send a message',
  send: 'Send',
  sent: 'Sent',
  open: 'Open',
  sendTitle: 'Send this Pin',
  searchPeople: 'Search people by name',
  noPeople: 'No one by that name.',
  addMessage: 'Add a message (optional)',
  olderMessages: 'Show earlier messages',
  sentAPin: 'Sent a Pin',
  copyLink: 'Copy link',
  pageTitle: (name: string) => `Messages with ${name}`,
  withName: (name: string) => `Conversation with ${name}`,
  sendTo: (name: string) => `Send to ${name}`,
  deleteMessage: 'Delete',
  deleteMessageLabel: 'Delete this message',
  deleteTitle: 'Delete this message?',
  deleteBody: 'It’s deleted for both of you.',
  deleted: 'Message deleted',
} as const;

export const CONVERSATION_ERRORS = {
  empty: 'Write something or send a Pin.',
  notFound: 'That conversation was not found.',
  self: 'You can’t message yourself.',
  failed: 'Could not send. Try again.',
  messageNotFound: 'That message was not found.',
  notYours: 'You can only delete messages you sent.',
  deleteFailed: 'Could not delete the message. Try again.',
} as const;
