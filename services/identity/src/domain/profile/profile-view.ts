import type { Profile } from '@ea/contracts/identity';
import type { UserRow } from '../../db/users-repository.ts';

export const profileView = (user: UserRow): Profile => ({
  id: user.id,
  email: user.email,
  userName: user.user_name,
  firstName: user.first_name,
  lastName: user.last_name,
  timeZone: user.time_zone,
});
