// Row → wire shape of the Users screen (spec 3 User). Never the password hash.
import type { UserDto } from '../../shared/contract/users';
import type { UserRow } from '../db/schema';

export function presentUser(user: UserRow): UserDto {
  return {
    username: user.username,
    name: user.name,
    role: user.role,
    photo: user.photo,
    designation: user.designation,
    phone: user.phone,
    email: user.email,
    scope: user.scope,
  };
}
