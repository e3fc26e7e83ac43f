// Spec 7 Session: sign-in, refresh, sign-out, devices and the support contact.
import type {
  DevicesResponse,
  MessageResponse,
  SigninBody,
  SigninResponse,
  SupportContactResponse,
} from '../contract/session';
import { api } from './http';

export function signin(body: SigninBody): Promise<SigninResponse> {
  return api.post<SigninResponse>('/auth/signin', body);
}

/** Renews the cookies; normally called by the client itself after a 401/403. */
export function refresh(): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/refresh-token');
}

export function signout(): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/signout');
}

export function devices(): Promise<DevicesResponse> {
  return api.get<DevicesResponse>('/auth/devices');
}

export function removeDevice(deviceId: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/remove-device', { device_id: deviceId });
}

export function supportContact(): Promise<SupportContactResponse> {
  return api.get<SupportContactResponse>('/support/contact');
}
