// Spec 4, 7 Session: sign-in, refresh, sign-out and the device list. Sign-in and refresh are public:
// they carry their own credentials (the password, the refresh cookie).
import { endpoint } from '../endpoint';
import { devicesResponse, messageResponse, removeDeviceBody, signinBody, signinResponse } from '../session';

const tag = 'auth';

export const authEndpoints = {
  signin: endpoint({
    method: 'POST',
    path: '/auth/signin',
    access: 'public',
    tag,
    summary: 'Signs in with username and password; sets the session cookies. Rate-limited per IP and per username.',
    body: signinBody,
    response: signinResponse,
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/auth/refresh-token',
    access: 'public',
    tag,
    summary: 'Renews the session cookies from the refresh cookie; a refused refresh clears them.',
    response: messageResponse,
  }),
  signout: endpoint({
    method: 'POST',
    path: '/auth/signout',
    access: 'signed-in',
    tag,
    summary: 'Signs this device out and clears the session cookies.',
    response: messageResponse,
  }),
  devices: endpoint({
    method: 'GET',
    path: '/auth/devices',
    access: 'signed-in',
    tag,
    summary: "The caller's signed-in devices, this one marked.",
    response: devicesResponse,
  }),
  removeDevice: endpoint({
    method: 'POST',
    path: '/auth/remove-device',
    access: 'signed-in',
    tag,
    summary: "Signs one of the caller's devices out.",
    body: removeDeviceBody,
    response: messageResponse,
  }),
} as const;
