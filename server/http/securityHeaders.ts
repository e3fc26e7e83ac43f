// Basic security headers on every response. Same-origin app: scripts and connections to self only,
// inline styles allowed (UI libraries set style attributes), no framing.
import type { FastifyInstance } from 'fastify';

const HOST_PATTERN = /^[a-z0-9.\-:[\]]+$/i;

function contentSecurityPolicy(host: string | undefined): string {
  // 'self' covers same-origin ws: in current browsers; the explicit ws/wss source helps older ones.
  const socketSources = host && HOST_PATTERN.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // Store logos and item images may be data URLs or links to another site.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${socketSources}`,
    "media-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Content-Security-Policy', contentSecurityPolicy(request.host));
  });
}
