// The settings' profile and account deletion (issue 16). Profile: names, About, username and
// photo, the username checked as at sign-up (register-user.ts) and unique; a blank first name is
// refused; the photo is one of the person's finished uploads (uploads.ts uploadedSignature). Deletion: asked with the password, one transaction deletes the user row, and every
// table that names them goes with it by cascade (their boards, pins, comments, messages,
// follows, sessions: migrations); saves others made of their pins keep their copied content.
import { ACCOUNT_ERRORS, isValidUsername } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { AppError, invalid } from '../http/errors';
import { inTransaction } from '../storage/transaction';
import type { ProfilePatch, UserRow } from '../storage/users-store';
import { verifyPassword } from './passwords';
import { uploadedSignature } from './uploads';

export interface ProfileChanges {
  first_name?: string | undefined;
  last_name?: string | undefined;
  about?: string | undefined;
  username?: string | undefined;
  /** A finished upload's id as the photo; null removes the photo. */
  avatar_upload_id?: string | null | undefined;
}

export async function updateProfile(
  app: AppContext,
  user: UserRow,
  changes: ProfileChanges,
): Promise<void> {
  const patch: ProfilePatch = {};
  if (changes.first_name !== undefined) {
    const first = changes.first_name.trim();
    if (first === '') throw invalid(ACCOUNT_ERRORS.firstNameBlank);
    patch.first_name = first;
  }
  if (changes.last_name !== undefined) patch.last_name = changes.last_name.trim();
  if (changes.about !== undefined) patch.about = changes.about.trim();
  const username = changes.username?.trim().toLowerCase();
  if (username !== undefined && username !== user.username) {
    if (!isValidUsername(username)) throw invalid(ACCOUNT_ERRORS.usernameInvalid);
    patch.username = username;
  }
  if (changes.avatar_upload_id !== undefined) {
    patch.avatar_signature =
      changes.avatar_upload_id === null
        ? null
        : await uploadedSignature(app, String(user.id), changes.avatar_upload_id);
  }
  if (Object.keys(patch).length === 0) return;
  await inTransaction(app.storage, async (stores) => {
    if (patch.username !== undefined && (await stores.users.usernameTaken(patch.username))) {
      throw new AppError('conflict', ACCOUNT_ERRORS.usernameTaken);
    }
    await stores.users.updateProfile(String(user.id), patch);
  });
}

export async function deleteAccount(app: AppContext, user: UserRow, password: string) {
  if (!(await verifyPassword(user.password_hash, password))) {
    throw new AppError('forbidden', ACCOUNT_ERRORS.wrongPassword);
  }
  await inTransaction(app.storage, (stores) => stores.users.deleteAccount(String(user.id)));
}
