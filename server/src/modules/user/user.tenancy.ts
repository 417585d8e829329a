import type { TTenancyCase } from '../../test/tenancy.ts';
import { endOtherSessions } from './user.queries.ts';

export const TENANCY_CASES: TTenancyCase[] = [
  { fn: endOtherSessions, unscoped: "the signed-in user's own sessions, after they changed their password" },
];
