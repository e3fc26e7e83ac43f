// Spec 2.11, 7 users: GET /users (the presenter leaves password hashes out).
import { listUserRows } from '../db/repositories/users.repository';
import type { UserRow } from '../db/schema';
import type { ServiceContext } from '../infrastructure/context';

export function listUsers(ctx: ServiceContext): Promise<UserRow[]> {
  return listUserRows(ctx.db);
}
