// Spec 3 (user), 5 and 7 (Users): the user's bodies with the spec's messages, its wire shape, and the server's answers.
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, PASSWORD_POLICY_MESSAGES } from '../domain/access/passwordPolicy';
import { PERMISSIONS } from '../domain/access/scopes';
import { optionalText, requiredText } from './validation';

/** What the users routes answer (spec 7: the response's message is shown as a toast). */
export const USER_MESSAGES = {
  userAdded: 'User added successfully!',
  userUpdated: 'User updated successfully!',
  passwordReset: 'Password reset successfully! The user has been signed out of every device.',
  userDeleted: 'User deleted successfully!',
  userNotFound: 'User not found!',
  usernameTaken: 'Username already exists!',
  adminProtected: 'Admin users cannot be changed from the Users screen!',
  cannotDeleteSelf: 'You cannot delete your own account!',
  signInLockCleared: 'Sign-in lock cleared!',
} as const;

const userScopes = z
  .array(z.enum(PERMISSIONS, { error: 'Invalid scope provided!' }), { error: 'Invalid scope provided!' })
  .nullish()
  .transform((value) => [...new Set(value ?? [])]);

/**
 * A new password: `requiredMessage` when absent or empty (the spec's words), then the policy's minimum
 * in characters (Unicode code points, NIST SP 800-63B), untrimmed: spaces are part of a passphrase.
 */
function newPassword(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(1000)
    .refine((password) => password === '' || [...password].length >= MIN_PASSWORD_LENGTH, PASSWORD_POLICY_MESSAGES.tooShort);
}

// What a user's add and update forms share (the keys' order is the order their checks answer in).
const userName = requiredText('Please provide name!', 100);
const userDetails = { designation: optionalText(100), phone: optionalText(40), email: optionalText(200), userScopes };

export const userAddBody = z.object({
  name: userName,
  username: requiredText('Please provide username!', 60).regex(
    /^[A-Za-z0-9._-]+$/,
    'Username can only have letters, numbers, dots, dashes and underscores!',
  ),
  password: newPassword('Please provide password!'),
  ...userDetails,
});
export type UserAddBody = z.output<typeof userAddBody>;

export const userUpdateBody = z.object({ name: userName, ...userDetails });
export type UserUpdateBody = z.output<typeof userUpdateBody>;

export const passwordResetBody = z.object({
  password: newPassword('Provide new password!'),
});

const userDto = z.object({
  username: z.string(),
  name: z.string(),
  role: z.string(),
  photo: z.string().nullable(),
  designation: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Comma-separated permission names. */
  scope: z.string(),
});
export type UserDto = z.infer<typeof userDto>;

export const usersResponse = z.object({ users: z.array(userDto) });
export type UsersResponse = z.infer<typeof usersResponse>;
