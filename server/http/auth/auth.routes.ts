// Spec 4, 7 Session: sign-in, refresh, sign-out and the device list.
import {
  type DevicesResponse,
  type MessageResponse,
  SESSION_MESSAGES,
  type SigninResponse,
  removeDeviceBody,
  signinBody,
} from '../../../shared/contract/session';
import { REFRESH_COOKIE } from '../../../shared/domain/session';
import { tooManyRequests } from '../../errors';
import { presentDevice, presentSessionUser } from '../../presenters/session.presenter';
import { listDevices } from '../../services/listDevices';
import { refreshSession } from '../../services/refreshSession';
import { removeDevice } from '../../services/removeDevice';
import { signIn } from '../../services/signIn';
import { signOut } from '../../services/signOut';
import { parseWith } from '../parse';
import { clientIp, requireSession, userAgent } from '../request';
import type { ApiRoutesPlugin } from '../routeDeps';
import { clearSessionCookies, setSessionCookies } from '../sessionCookies';

export const authRoutes: ApiRoutesPlugin = async (app, { ctx }) => {
  const signInRateLimit = {
    max: ctx.config.signInLimits.perIpMax,
    timeWindow: ctx.config.signInLimits.perIpWindowMs,
    errorResponseBuilder: (_request: unknown, { ttl }: { ttl: number }) => tooManyRequests(SESSION_MESSAGES.tooManyAttempts, ttl / 1000),
  };

  app.post('/auth/signin', { config: { rateLimit: signInRateLimit } }, async (request, reply) => {
    const body = parseWith(signinBody, request.body);
    const result = await signIn(ctx, { ...body, ip: clientIp(request), userAgent: userAgent(request) });
    setSessionCookies(request, reply, result.tokens, ctx.config);
    return { message: SESSION_MESSAGES.signedIn, user: presentSessionUser(result.user) } satisfies SigninResponse;
  });

  app.post('/auth/refresh-token', async (request, reply) => {
    try {
      const result = await refreshSession(ctx, { refreshToken: request.cookies[REFRESH_COOKIE], ip: clientIp(request) });
      if (result.kind === 'rotated') setSessionCookies(request, reply, result.tokens, ctx.config);
      return { message: SESSION_MESSAGES.refreshed } satisfies MessageResponse;
    } catch (error) {
      // A refused refresh ends the session in the browser too (the flag cookie would loop the login page).
      clearSessionCookies(request, reply);
      throw error;
    }
  });

  app.post('/auth/signout', async (request, reply) => {
    await signOut(ctx, requireSession(request));
    clearSessionCookies(request, reply);
    return { message: SESSION_MESSAGES.signedOut } satisfies MessageResponse;
  });

  app.get('/auth/devices', async (request) => {
    const session = requireSession(request);
    const devices = await listDevices(ctx, session);
    return { devices: devices.map((device) => presentDevice(device, session.deviceId)) } satisfies DevicesResponse;
  });

  app.post('/auth/remove-device', async (request) => {
    const { device_id } = parseWith(removeDeviceBody, request.body);
    await removeDevice(ctx, requireSession(request), device_id);
    return { message: SESSION_MESSAGES.deviceRemoved } satisfies MessageResponse;
  });
};
