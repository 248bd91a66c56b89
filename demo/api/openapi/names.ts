import { Struct } from 'superstruct';
import * as access from '../../../src/core/api/schemas/access';
import * as attendance from '../../../src/core/api/schemas/attendance';
import * as batch from '../../../src/core/api/schemas/batch';
import * as batchInsights from '../../../src/core/api/schemas/batch-insights';
import * as common from '../../../src/core/api/schemas/common';
import * as company from '../../../src/core/api/schemas/company';
import * as content from '../../../src/core/api/schemas/content';
import * as course from '../../../src/core/api/schemas/course';
import * as dashboard from '../../../src/core/api/schemas/dashboard';
import * as examAllowances from '../../../src/core/api/schemas/exam-allowances';
import * as examBoard from '../../../src/core/api/schemas/exam-board';
import * as examEvents from '../../../src/core/api/schemas/exam-events';
import * as examFeedback from '../../../src/core/api/schemas/exam-feedback';
import * as examIntegrity from '../../../src/core/api/schemas/exam-integrity';
import * as examResult from '../../../src/core/api/schemas/exam-result';
import * as exam from '../../../src/core/api/schemas/exam';
import * as limits from '../../../src/core/api/schemas/limits';
import * as login from '../../../src/core/api/schemas/login';
import * as notificationCount from '../../../src/core/api/schemas/notification-count';
import * as notifications from '../../../src/core/api/schemas/notifications';
import * as numbers from '../../../src/core/api/schemas/numbers';
import * as profile from '../../../src/core/api/schemas/profile';
import * as tickets from '../../../src/core/api/schemas/tickets';
import * as tolerant from '../../../src/core/api/schemas/tolerant';
import * as trainers from '../../../src/core/api/schemas/trainers';
import * as user from '../../../src/core/api/schemas/user';
import * as verify from '../../../src/core/api/schemas/verify';

// The client's exported object schemas by name, so the document refers to `#/components/schemas/UserSchema` instead of
// repeating it under every route. `tests/unit/api/openapi.test.ts` checks every module of schemas/ is listed here.

/** The modules of src/core/api/schemas, by file name. */
export const SCHEMA_MODULES: Readonly<Record<string, Record<string, unknown>>> = {
  access,
  attendance,
  batch,
  'batch-insights': batchInsights,
  common,
  company,
  content,
  course,
  dashboard,
  'exam-allowances': examAllowances,
  'exam-board': examBoard,
  'exam-events': examEvents,
  'exam-feedback': examFeedback,
  'exam-integrity': examIntegrity,
  'exam-result': examResult,
  exam,
  limits,
  login,
  'notification-count': notificationCount,
  notifications,
  numbers,
  profile,
  tickets,
  tolerant,
  trainers,
  user,
  verify,
};

/**
 * Object schemas (`type()`/`object()`) by their fields: `optional()` and `nullable()` copy a struct but keep its fields,
 * so a wrapped schema is still known by its name. The first export wins where two names hold one schema.
 */
export function schemaNames(): Map<unknown, { name: string; type: string }> {
  const names = new Map<unknown, { name: string; type: string }>();
  for (const module of Object.values(SCHEMA_MODULES)) {
    // Sorted: a module namespace's key order differs between loaders, the document must not.
    for (const [name, value] of Object.entries(module).sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (!(value instanceof Struct) || (value.type !== 'type' && value.type !== 'object')) continue;
      if (!names.has(value.schema)) names.set(value.schema, { name, type: value.type });
    }
  }
  return names;
}
