// The X-Server-Time header of the order lists: stations compute "minutes since placed" from
// the server's clock, not the TV's.
import type { FastifyReply } from 'fastify';
import { SERVER_TIME_HEADER } from '../../shared/contract/orders';
import type { ServiceContext } from '../infrastructure/context';

/** Sets the header (and no-store) on the reply and hands the body back for the handler to answer with. */
export function withServerTime<T>(ctx: ServiceContext, reply: FastifyReply, body: T): T {
  // The lists change with every order: never cached, so a reconnecting station always sees the present.
  reply.header(SERVER_TIME_HEADER, ctx.now().toISOString()).header('Cache-Control', 'no-store');
  return body;
}
