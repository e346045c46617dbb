// The settings' profile and account deletion (issue 16, "/settings (profile, ... delete
// account)"): ours, after Pinterest's settings. Their own module, in the settings page's chunk;
// the server reads the errors from here too.
export const PROFILE_SETTINGS = {
  heading: 'Public profile',
  intro: 'People who visit your profile see this.',
  firstName: 'First name',
  lastName: 'Last name',
  about: 'About',
  username: 'Username',
  usernameHint: 'Your profile’s address: 3 to 30 letters, numbers or underscores.',
  save: 'Save',
  saved: 'Profile saved',
  photo: 'Photo',
  changePhoto: 'Change photo',
  addPhoto: 'Add a photo',
  removePhoto: 'Remove photo',
  uploadingPhoto: 'Uploading your photo…',
  savePhoto: 'Save photo',
  cancelPhoto: 'Cancel',
} as const;

export const DELETE_ACCOUNT = {
  heading: 'Delete your account',
  body: 'Deleting your account deletes your boards, Pins, comments and messages, and logs you out everywhere. This can’t be undone.',
  password: 'Your password',
  confirm: 'Delete account',
  deleted: 'Your account was deleted.',
} as const;

export const ACCOUNT_ERRORS = {
  firstNameBlank: 'Your first name can’t be empty.',
  usernameInvalid:
    'username: use 3 to 30 letters, numbers or underscores (not only digits, not a reserved name)',
  usernameTaken: 'That username is taken.',
  wrongPassword: 'That password isn’t right.',
} as const;
