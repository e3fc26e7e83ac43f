// Spec 3 (session user, device) and 7 Session: wire shapes of the auth routes.
import { z } from 'zod';
import { LOGIN_MESSAGES } from '../domain/messages';

export const signinBody = z.object({
  username: z.string({ error: LOGIN_MESSAGES.usernameRequired }).trim().min(1, LOGIN_MESSAGES.usernameRequired).max(100),
  password: z.string({ error: LOGIN_MESSAGES.passwordRequired }).min(1, LOGIN_MESSAGES.passwordRequired).max(1000),
});
export type SigninBody = z.infer<typeof signinBody>;

/** The session user kept in browser storage (spec 3). */
const sessionUser = z.object({
  name: z.string(),
  role: z.string(),
  /** Comma-separated permission names. */
  scope: z.string(),
  designation: z.string().nullable(),
  username: z.string(),
  photo: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const signinResponse = z.object({ message: z.string(), user: sessionUser });
export type SigninResponse = z.infer<typeof signinResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

const device = z.object({
  device_id: z.string(),
  device_ip: z.string().nullable(),
  device_name: z.string(),
  device_location: z.string().nullable(),
  created_at: z.string(),
  isMyDevice: z.boolean(),
});
export type Device = z.infer<typeof device>;

export const devicesResponse = z.object({ devices: z.array(device) });
export type DevicesResponse = z.infer<typeof devicesResponse>;

export const removeDeviceBody = z.object({
  device_id: z.string({ error: 'Please provide device_id!' }).trim().min(1, 'Please provide device_id!'),
});

export const supportContactResponse = z.object({ email: z.string().nullable(), storeName: z.string().nullable() });
export type SupportContactResponse = z.infer<typeof supportContactResponse>;

/** The server's messages on the session routes (the client shows them as toasts). */
export const SESSION_MESSAGES = {
  signedIn: 'Signed in successfully!',
  invalidCredentials: 'Invalid username or password!',
  tooManyAttempts: 'Too many sign-in attempts, please try again later.',
  refreshed: 'Session refreshed successfully!',
  sessionExpired: 'Your session has expired, please sign in again!',
  signedOut: 'Signed out successfully!',
  deviceRemoved: 'Device removed successfully!',
  deviceNotFound: 'Device not found!',
} as const;
