// Server and upload messages, the spec's verbatim where it gives them (docs/SPEC.md), ours
// otherwise. Beside spec-texts.ts so only the pages that show them carry them.

// --- Follows, collaborators and blocks: server messages (our wording; invalid_parameters ones
// start with the field they name, as docs/API.md §1 asks).
export const SOCIAL_ERRORS = {
  userNotFound: 'That user was not found.',
  boardNotFound: 'That board was not found.',
  inviteNotFound: 'That invitation was not found.',
  followSelf: "user_id: you can't follow yourself",
  followOwnBoard: "board_id: you can't follow your own board",
  blockSelf: "blocked_user_id: you can't block yourself",
  unblockFirst: 'You blocked this account. Unblock it first.',
  inviteSelf: "invited_user_id: you can't invite yourself",
  inviteOwner: 'invited_user_id: that is the owner of this board',
  inviteNotAllowed: 'Only the board owner and its collaborators can invite people.',
  inviteBlocked: "You can't invite this person to this board.",
  inviteQuickSaves: "Your Quick Saves board can't have collaborators.",
  alreadyCollaborator: 'That person already collaborates on this board.',
  deleteInviteNotAllowed:
    'Only the invited person, the board owner or whoever sent it can remove an invitation.',
  removeCollaboratorNotAllowed: 'Only the board owner can remove a collaborator.',
  ownerCannotLeave: "invited_user_id: the board owner can't leave their own board",
} as const;

// --- Uploads (spec 002 §5, req 002-5.05: "Invalid Image" for an image that is not a data
// string; §8 shows no message for a failed upload, the others are ours; docs/API.md §3).
export const UPLOAD = {
  invalidImage: 'Invalid Image',
  failed: "We couldn't upload that image. Try another one.",
  unsupportedType: 'Use a JPEG, PNG, WebP or GIF image.',
  tooLarge: 'That image is too large.',
  uploading: 'Uploading',
} as const;
