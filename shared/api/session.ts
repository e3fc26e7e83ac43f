// Spec 7 Session: sign-in, refresh, sign-out, devices and the support contact.
import type { DevicesResponse, MessageResponse, SigninBody, SigninResponse, SupportContactResponse } from '../contract/session';
import { callEndpoint } from './endpoints';

export function signin(body: SigninBody): Promise<SigninResponse> {
  return callEndpoint('POST /auth/signin', { body });
}

export function signout(): Promise<MessageResponse> {
  return callEndpoint('POST /auth/signout', {});
}

export function devices(): Promise<DevicesResponse> {
  return callEndpoint('GET /auth/devices', {});
}

export function removeDevice(deviceId: string): Promise<MessageResponse> {
  return callEndpoint('POST /auth/remove-device', { body: { device_id: deviceId } });
}

export function supportContact(): Promise<SupportContactResponse> {
  return callEndpoint('GET /support/contact', {});
}
