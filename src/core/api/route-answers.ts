import { boolean, type, validate, type Struct } from 'superstruct';
import { PermissionList, RoleList } from './schemas/access';
import {
  LectureQrDataSchema,
  RosterEntrySchema,
  RosterSchema,
  ScanAnswer,
  ScanRecorded,
  VenueSchema,
} from './schemas/attendance';
import {
  AssessmentTableSchema,
  AttendanceDetailSchema,
  AttendanceTableSchema,
  BatchOverviewSchema,
  ParticipantsAnswer,
} from './schemas/batch';
import { BatchInsightsSchema } from './schemas/batch-insights';
import { Ignored } from './schemas/common';
import { CompanyLogoSchema } from './schemas/company';
import { ButtonContentSchema, DynamicButtonList } from './schemas/content';
import { CourseProgressAnswer, CourseViewAnswer } from './schemas/course';
import { LearnerDashboardSchema, TrainerDashboardSchema } from './schemas/dashboard';
import { ExamTakeSchema, QuestionAttemptAnswer, StartAttemptAnswer } from './schemas/exam';
import { AttemptClockSchema, BatchAllowancesSchema } from './schemas/exam-allowances';
import { ExamBoardSchema } from './schemas/exam-board';
import { FeedbackFormSchema } from './schemas/exam-feedback';
import {
  AttemptTimelineSchema,
  BatchIntegritySchema,
  IntegrityEventsAnswer,
  OwnIntegritySchema,
} from './schemas/exam-integrity';
import { ExamResultSchema } from './schemas/exam-result';
import { LoginAnswer } from './schemas/login';
import { NotificationPageSchema, UnreadCountSchema } from './schemas/notifications';
import { ActivityList, MailPreferencesSchema } from './schemas/profile';
import {
  CreatedTicketSchema,
  SupportTypeAnswer,
  TicketHistorySchema,
  TicketSchema,
  TicketTableSchema,
} from './schemas/tickets';
import { PendingTrainerList, TrainerApprovalSchema } from './schemas/trainers';
import { UserSchema } from './schemas/user';
import {
  BatchCertificateList,
  CertificateCheckSchema,
  CertificateValiditySchema,
  IssuedCertificatesSchema,
  ReadyCertificatesSchema,
  RevokedSchema,
} from './schemas/verify';

// The one map from each route of the API to the answer the elements read: the OpenAPI generator documents it, the
// conformance kit checks a live backend with it, and tests/unit/api/openapi.test.ts fails for a route it lacks.
// Never imported by an element: it pulls every feature's schemas.

/** Where in the answer a schema reads: the envelope's `data`, the whole body, or `data.data` when `data` nests one. */
export type AnswerPart = 'data' | 'body' | 'inner';

/** One reading of a success answer, as the client does it (`validate(part, schema, { coerce: true })`). */
export interface AnswerReading {
  at: AnswerPart;
  schema: Struct<unknown, unknown>;
}

/** What a route answers on success, and who reads it. */
export interface RouteAnswer {
  /** The success status (200 unless said). */
  status?: number;
  /** The readings of a JSON answer; empty for a non-JSON answer. */
  reads: readonly AnswerReading[];
  /** Content types of a non-JSON answer (a file, a page). */
  media?: readonly string[];
  /** The elements that break when the answer is wrong (`academy-<name>`): none for the development helpers. */
  elements: readonly string[];
  /** Why the answer reads this way, when it is not the plain schema. */
  note?: string;
}

/** Any struct as the registry keeps it (its type parameters are of no use to a reader of JSON). */
const s = <T, S>(schema: Struct<T, S>): Struct<unknown, unknown> => schema as unknown as Struct<unknown, unknown>;
const data = <T, S>(schema: Struct<T, S>, extra: Omit<RouteAnswer, 'reads'>): RouteAnswer => ({
  reads: [{ at: 'data', schema: s(schema) }],
  ...extra,
});
const inner = <T, S>(schema: Struct<T, S>, extra: Omit<RouteAnswer, 'reads'>): RouteAnswer => ({
  reads: [{ at: 'inner', schema: s(schema) }],
  note: '`data.data` when `data` nests an object, else `data`.',
  ...extra,
});
const file = (media: readonly string[], elements: readonly string[]): RouteAnswer => ({ reads: [], media, elements });
const ignored = (elements: readonly string[]): RouteAnswer => ({
  reads: [{ at: 'data', schema: s(Ignored) }],
  elements,
});

/** §7's write answer: `success: true` at the top of the body or in `data` (the reference API puts it in `data`). */
export const WriteSaved = type({ success: boolean() });
const saved: RouteAnswer = {
  reads: [{ at: 'data', schema: s(WriteSaved) }],
  elements: ['batch'],
  note: 'Read as saved when `success` is true in `data` or at the top of the body.',
};

/** Every route's success answer, keyed `METHOD pattern` exactly as `api.routes()` lists them. */
export const ROUTE_ANSWERS: Readonly<Record<string, RouteAnswer>> = {
  'POST auth/login': {
    reads: [{ at: 'body', schema: s(LoginAnswer) }],
    elements: ['login'],
    note: 'The token may sit at the top level or in `data`; one of them must hold `access_token`.',
  },
  'POST auth/logout': ignored(['shell']),
  'POST auth/register': { ...ignored(['login']), status: 201 },
  'POST auth/forgot/password': ignored(['login']),
  'POST auth/reset/password': ignored(['login']),
  'GET auth/email/verify/{id}': ignored(['login']),
  'POST auth/email/resend': ignored(['login']),
  'GET auth/trainers/pending': data(PendingTrainerList, { elements: ['shell'] }),
  'POST auth/trainers/{id}/approve': data(TrainerApprovalSchema, { elements: ['shell'] }),
  'GET user/current': data(UserSchema, { elements: ['login', 'shell', 'profile'] }),
  'GET roles/current': data(RoleList, { elements: ['shell'] }),
  'GET permissions/current': data(PermissionList, { elements: ['shell'] }),
  'PUT user/update/name': data(UserSchema, {
    elements: ['profile'],
    note: 'The user itself, or `{ data: user }`.',
  }),
  'POST user/change-password': ignored(['profile']),
  'GET base/activity/history/user/name/{id}': data(ActivityList, { elements: ['profile'] }),
  'PUT user/calendar': data(UserSchema, {
    elements: ['profile'],
    note: 'The user itself, or `{ data: user }`.',
  }),
  'GET user/mail/preferences': data(MailPreferencesSchema, { elements: ['profile'] }),
  'PUT user/mail/preferences': ignored(['profile']),
  'GET user/mail/unsubscribe': file(['text/html'], []),
  'POST user/mail/unsubscribe': file(['text/html'], []),
  'GET user/notifications': data(NotificationPageSchema, { elements: ['shell'] }),
  'GET user/notifications/unread': data(UnreadCountSchema, { elements: ['shell'] }),
  'POST user/notifications/read': data(UnreadCountSchema, { elements: ['shell'] }),
  'POST user/notifications/read-all': data(UnreadCountSchema, { elements: ['shell'] }),
  'GET base/dynamic/button/mine': data(DynamicButtonList, { elements: ['shell'] }),
  'GET base/dynamic/button/{id}/content': data(ButtonContentSchema, { elements: ['content'] }),
  'GET setting/general/company/logo/{id}': data(CompanyLogoSchema, { elements: ['shell'] }),
  'GET storage/company/{id}/logo.svg': file(['image/svg+xml'], ['shell']),
  'GET storage/company/{id}/logo.png': file(['image/png'], []),
  'GET storage/files/{name}': file(
    ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['content'],
  ),
  'GET batches/view/{batchNo}': data(ParticipantsAnswer, { elements: ['batch'] }),
  'GET batches/overview/{batchNo}': inner(BatchOverviewSchema, { elements: ['batch'] }),
  'POST assessment/table': inner(AssessmentTableSchema, { elements: ['batch'] }),
  'GET batches/insights/{batchNo}': data(BatchInsightsSchema, { elements: ['batch'] }),
  'GET batches/export/{batchNo}': file(
    ['text/csv; charset=utf-8', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['batch'],
  ),
  'POST assessment/update_one/{attempt}': saved,
  'POST assessment/mark/sub_assessment/{attempt}': saved,
  'GET reports/v2/dashboard/learner/{id}': data(LearnerDashboardSchema, { elements: ['dashboard'] }),
  'GET reports/v2/dashboard/trainer/{id}': data(TrainerDashboardSchema, { elements: ['dashboard'] }),
  'GET courses/view/course/{courseId}': data(CourseViewAnswer, { elements: ['course'] }),
  'GET batch/participant/course/progress/get/{courseProgressId}': data(CourseProgressAnswer, { elements: ['course'] }),
  'POST batch/participant/course/progress/update/{courseProgressId}': data(CourseProgressAnswer, {
    elements: ['course'],
  }),
  'GET storage/course/{name}': file(['video/mp4', 'application/pdf', 'image/*', 'text/vtt'], ['course']),
  'POST support/ticket/table': data(TicketTableSchema, { elements: ['tickets'] }),
  'GET support/ticket/get/{ticketNo}': data(TicketSchema, { elements: ['tickets'] }),
  'POST base/support/type/table': data(SupportTypeAnswer, { elements: ['tickets'] }),
  'POST support/ticket/create': data(CreatedTicketSchema, { status: 201, elements: ['tickets'] }),
  'POST support/ticket/create/history': data(TicketHistorySchema, { elements: ['tickets'] }),
  'GET support/ticket/re_open/{id}': data(TicketSchema, { elements: ['tickets'] }),
  'POST attendance/view/qr': data(LectureQrDataSchema, { elements: ['lecture-qr'] }),
  'POST attendance/lecture/roster': data(RosterSchema, { elements: ['lecture-qr'] }),
  'POST attendance/lecture/venue': data(VenueSchema, { elements: ['lecture-qr'] }),
  'POST attendance/lecture/accept': data(RosterEntrySchema, { elements: ['lecture-qr'] }),
  'POST attendance/scan': {
    reads: [
      { at: 'body', schema: s(ScanAnswer) },
      { at: 'data', schema: s(ScanRecorded) },
    ],
    elements: ['scanner'],
  },
  'POST attendance/create': {
    reads: [
      { at: 'body', schema: s(ScanAnswer) },
      { at: 'data', schema: s(ScanRecorded) },
    ],
    elements: ['scanner'],
  },
  'POST attendance/table': inner(AttendanceTableSchema, { elements: ['batch'] }),
  'GET attendance/get/with/entries/{batch}/{record}': inner(AttendanceDetailSchema, { elements: ['batch'] }),
  'POST attendance/update': saved,
  'POST attendance/mark/multi/manual': saved,
  'POST attendance/update_one': saved,
  'GET exams/take/{examNo}': data(ExamTakeSchema, { elements: ['exam'] }),
  'GET exams/result/{examNo}': data(ExamResultSchema, { elements: ['exam'] }),
  'GET exams/certificate/{certificateNo}': file(['application/pdf'], ['exam']),
  'POST exams/attempts/create': data(StartAttemptAnswer, { status: 201, elements: ['exam'] }),
  'POST exams/attempts/create/question': data(QuestionAttemptAnswer, { elements: ['exam'] }),
  'POST exams/attempts/skip/question': ignored(['exam']),
  'POST exams/attempts/{id}/complete': ignored(['exam']),
  'GET feedbacks/form/{examNo}': data(FeedbackFormSchema, { elements: ['exam'] }),
  'POST feedbacks/create': ignored(['exam']),
  'POST feedbacks/create/question': ignored(['exam']),
  'POST exams/attempts/{id}/events': data(IntegrityEventsAnswer, { elements: ['exam'] }),
  'GET exams/integrity/{examNo}': data(OwnIntegritySchema, { elements: ['exam'] }),
  'GET exams/integrity/batch/{batchNo}': data(BatchIntegritySchema, { elements: ['exam'] }),
  'GET exams/integrity/batch/{batchNo}/attempt/{attemptId}': data(AttemptTimelineSchema, { elements: ['exam'] }),
  'GET exams/allowances/batch/{batchNo}': data(BatchAllowancesSchema, { elements: ['exam'] }),
  'POST exams/allowances/set': ignored(['exam']),
  'POST exams/attempts/{id}/extend': data(AttemptClockSchema, { elements: ['exam'] }),
  'GET exams/attempts/{id}/clock': data(AttemptClockSchema, { elements: ['exam'] }),
  'GET exams/board/{examNo}': data(ExamBoardSchema, { elements: ['exam'] }),
  'GET __dev/outbox': ignored([]),
  'GET verify/certificate/{code}': data(CertificateCheckSchema, { elements: ['verify'] }),
  'GET verify/batch/{batchNo}': data(BatchCertificateList, { elements: ['batch'] }),
  'GET verify/batch/{batchNo}/ready': data(ReadyCertificatesSchema, { elements: ['batch'] }),
  'POST verify/batch/{batchNo}/issue': data(IssuedCertificatesSchema, { elements: ['batch'] }),
  'POST verify/revoke/{certificateNo}': data(RevokedSchema, { elements: ['batch'] }),
  'GET verify/validity/{batchNo}': data(CertificateValiditySchema, { elements: ['batch'] }),
  'PUT verify/validity/{batchNo}': data(CertificateValiditySchema, { elements: ['batch'] }),
  'POST __dev/reset': ignored([]),
  'POST __dev/expire-links': ignored([]),
  'POST __dev/enroll': ignored([]),
};

/** One way a success answer differs from what the client reads: where, and how. */
export interface AnswerMismatch {
  /** JSON path in the answer body, e.g. `data.items.0.id`. */
  path: string;
  message: string;
}

function partOf(body: unknown, at: AnswerPart): unknown {
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  if (at === 'body') return body;
  if (at === 'data') return data;
  const nested = data && typeof data === 'object' ? (data as { data?: unknown }).data : undefined;
  return nested && typeof nested === 'object' && !Array.isArray(nested) ? nested : data;
}

/** A failure's message; superstruct prints an empty list or an object as nothing, so those are shown as JSON. */
function described(failure: { message: string; value: unknown }): string {
  if (!failure.message.endsWith('received: ') || typeof failure.value !== 'object') return failure.message;
  return `${failure.message}${JSON.stringify(failure.value).slice(0, 80)}`;
}

/** Reads a JSON success answer the way the elements do; no mismatch means they would accept it. */
export function checkAnswer(answer: RouteAnswer, body: unknown): AnswerMismatch[] {
  const envelope = body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
  if (!envelope || typeof envelope.message !== 'string' || !('data' in envelope))
    return [{ path: 'body', message: 'not the { message, status_text, data } envelope' }];
  const mismatches: AnswerMismatch[] = [];
  for (const reading of answer.reads) {
    const [error] = validate(partOf(body, reading.at), reading.schema, { coerce: true });
    const prefix = reading.at === 'body' ? [] : ['data'];
    for (const failure of error?.failures() ?? [])
      mismatches.push({ path: [...prefix, ...failure.path].join('.') || 'body', message: described(failure) });
  }
  return mismatches;
}
