// Spec 2.1: serves the Vite build. dist/assets/* is content-hashed (cached for a year, immutable);
// every page path gets its station's HTML (no-cache, so a new build is picked up at once).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_PATHS, type Station, stationForPath } from '../../shared/domain/navigation/sitemap';
import { sendNotFound } from '../errors';

const BUILD_MISSING_TEXT = 'Build missing: run npm run build';

const KNOWN_PUBLIC_PATHS = new Set<string>(Object.values(PUBLIC_PATHS));

/** Paths the SPA owns; anything else gets the dashboard bundle (its not-found page) with a 404. */
function isKnownPagePath(pathname: string): boolean {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return KNOWN_PUBLIC_PATHS.has(clean) || clean === '/dashboard' || clean.startsWith('/dashboard/');
}

function isApiOrSocketPath(pathname: string): boolean {
  return /^\/(api|socket\.io)(\/|$)/.test(pathname);
}

export async function registerPages(app: FastifyInstance, distDir: string): Promise<void> {
  const assetsDir = path.join(distDir, 'assets');
  const entriesDir = path.join(distDir, 'entries');

  if (fs.existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
    });
  } else {
    app.get('/assets/*', (_request, reply) => sendBuildMissing(reply));
  }

  app.get('/favicon.ico', async (_request, reply) => {
    const icon = await readIfExists(path.join(distDir, 'favicon.ico'));
    if (!icon) return reply.status(204).header('Cache-Control', 'public, max-age=86400').send();
    return reply.type('image/x-icon').header('Cache-Control', 'public, max-age=86400').send(icon);
  });

  // The stations' service worker (built into dist/sw.js by the last build pass). At the root, so its
  // scope covers every page; no-cache, so a new build's worker is picked up at the next visit (browsers also
  // re-check it at least once a day). 404 when the build has none.
  app.get('/sw.js', async (_request, reply) => {
    const script = await readIfExists(path.join(distDir, 'sw.js'));
    if (!script) return sendNotFound(reply);
    return reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(script);
  });

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const station: Station = stationForPath(pathname);
    const html = await readIfExists(path.join(entriesDir, `${station}.html`));
    if (!html) return sendBuildMissing(reply);
    return reply
      .status(isKnownPagePath(pathname) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(html);
  };

  // Every GET that no route claims: pages for the SPA, JSON 404 for API-like paths.
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApiOrSocketPath(pathname) && !pathname.startsWith('/assets/')) {
      return sendPage(request, reply);
    }
    return sendNotFound(reply);
  });
}

function sendBuildMissing(reply: FastifyReply) {
  return reply.status(503).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(BUILD_MISSING_TEXT);
}

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await fs.promises.readFile(file);
  } catch {
    return null;
  }
}
