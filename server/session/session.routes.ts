// Spec 4, 7 Session: sign-in, refresh, sign-out and the device list. Declared in
// shared/contract/endpoints/auth.ts; sign-in carries its per-IP rate limit as a Fastify route option.
import { authEndpoints } from '../../shared/contract/endpoints/auth';
import { SESSION_MESSAGES } from '../../shared/contract/session';
import { REFRESH_COOKIE } from '../../shared/domain/access/session';
import { tooManyRequests } from '../errors';
import { presentDevice, presentSessionUser } from './session.presenter';
import { listDevices } from './listDevices';
import { refreshSession } from './refreshSession';
import { removeDevice } from './removeDevice';
import { signIn } from './signIn';
import { signOut } from './signOut';
import { endpointMounter } from '../http/endpoint';
import { clientIp, userAgent } from '../http/request';
import type { ApiRoutesPlugin } from '../http/routeDeps';
import { clearSessionCookies, setSessionCookies } from '../http/sessionCookies';

export const authRoutes: ApiRoutesPlugin = async (app, deps) => {
  const { ctx } = deps;
  const mount = endpointMounter(app, deps);
  const signInRateLimit = {
    max: ctx.config.signInLimits.perIpMax,
    timeWindow: ctx.config.signInLimits.perIpWindowMs,
    errorResponseBuilder: (_request: unknown, { ttl }: { ttl: number }) => tooManyRequests(SESSION_MESSAGES.tooManyAttempts, ttl / 1000),
  };

  mount(
    authEndpoints.signin,
    async ({ body, request, reply }) => {
      const result = await signIn(ctx, { ...body, ip: clientIp(request), userAgent: userAgent(request) });
      setSessionCookies(request, reply, result.tokens, ctx.config);
      return { message: SESSION_MESSAGES.signedIn, user: presentSessionUser(result.user) };
    },
    { config: { rateLimit: signInRateLimit } },
  );

  mount(authEndpoints.refresh, async ({ request, reply }) => {
    try {
      const tokens = await refreshSession(ctx, { refreshToken: request.cookies[REFRESH_COOKIE], ip: clientIp(request) });
      setSessionCookies(request, reply, tokens, ctx.config);
      return { message: SESSION_MESSAGES.refreshed };
    } catch (error) {
      // A refused refresh ends the session in the browser too (the flag cookie would loop the login page).
      clearSessionCookies(request, reply);
      throw error;
    }
  });

  mount(authEndpoints.signout, async ({ session, request, reply }) => {
    await signOut(ctx, session);
    clearSessionCookies(request, reply);
    return { message: SESSION_MESSAGES.signedOut };
  });

  mount(authEndpoints.devices, async ({ session }) => {
    const devices = await listDevices(ctx, session);
    return { devices: devices.map((device) => presentDevice(device, session.deviceId)) };
  });

  mount(authEndpoints.removeDevice, async ({ session, body }) => {
    await removeDevice(ctx, session, body.device_id);
    return { message: SESSION_MESSAGES.deviceRemoved };
  });
};
