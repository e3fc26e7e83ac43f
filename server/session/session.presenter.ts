// Row → wire shapes of the session routes (spec 3: session user, device). Never token material.
import type { Device, SessionUser } from '../../shared/contract/session';
import type { DeviceRow, UserRow } from '../db/schema';

export function presentSessionUser(user: UserRow): SessionUser {
  return {
    name: user.name,
    role: user.role,
    scope: user.scope,
    designation: user.designation,
    username: user.username,
    photo: user.photo,
  };
}

export function presentDevice(device: DeviceRow, currentDeviceId: string): Device {
  return {
    device_id: device.id,
    device_ip: device.device_ip,
    device_name: device.device_name,
    device_location: device.device_location,
    created_at: device.created_at,
    isMyDevice: device.id === currentDeviceId,
  };
}
