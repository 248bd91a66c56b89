import { FileSchema } from '../../../../src/core/api/schemas/content';
import { CompanyLogoSchema } from '../../../../src/core/api/schemas/company';
import { CaptionTrackSchema, CourseContentSchema } from '../../../../src/core/api/schemas/course';
import { ActiveCourseSchema } from '../../../../src/core/api/schemas/dashboard';
import { ExamTakeSchema } from '../../../../src/core/api/schemas/exam';
import { CertificateSchema } from '../../../../src/core/api/schemas/exam-result';
import { ParticipantSchema } from '../../../../src/core/api/schemas/batch';

// Issue #31: every URL field of the API's answers, as the contract cases meet it in the seed, and the client schema
// field that reads it with the API URL type (src/core/http/api-url.ts). A URL field new to the server fails the
// contract test until it is listed here and its schema field resolves it.

/** An object schema's fields (`type({...}).schema`) and the key of one of them. */
interface Field {
  fields: object;
  key: string;
}

interface UrlField {
  /** The client schema field that reads it. */
  reads: Field;
  /** The seed leaves it null in every contract answer: the test checks the field is there, not its value. */
  nullInSeed?: true;
}

const field = <S extends object>(schema: { schema: S }, key: keyof S & string): Field => ({
  fields: schema.schema,
  key,
});

const CONTENT = 'GET courses/view/course/{courseId} data.course.units[].chapters[].contents[]';
const DASHBOARD = 'GET reports/v2/dashboard';

/** `METHOD pattern json.path` (array items as `[]`) → how the client reads it. */
export const URL_FIELDS: Record<string, UrlField> = {
  'GET base/dynamic/button/mine data[].file.file_path': { reads: field(FileSchema, 'file_path') },
  'GET base/dynamic/button/{id}/content data.file.file_path': { reads: field(FileSchema, 'file_path') },
  [`${CONTENT}.url`]: { reads: field(CourseContentSchema, 'url') },
  [`${CONTENT}.thumbnailUrl`]: { reads: field(CourseContentSchema, 'thumbnailUrl') },
  [`${CONTENT}.downloadUrl`]: { reads: field(CourseContentSchema, 'downloadUrl') },
  [`${CONTENT}.captions[].url`]: { reads: field(CaptionTrackSchema, 'url') },
  'GET exams/take/{examNo} data.provided_by_logo': { reads: field(ExamTakeSchema, 'provided_by_logo') },
  'GET exams/result/{examNo} data.certificate.file_path': {
    reads: field(CertificateSchema, 'file_path'),
    nullInSeed: true,
  },
  'GET setting/general/company/logo/{id} data.company_logo': { reads: field(CompanyLogoSchema, 'company_logo') },
  'GET batches/view/{batchNo} data.participant_table[].profile_image': {
    reads: field(ParticipantSchema, 'profile_image'),
    nullInSeed: true,
  },
  [`${DASHBOARD}/learner/{id} data.active_courses[].next_session_meeting_link`]: {
    reads: field(ActiveCourseSchema, 'next_session_meeting_link'),
  },
  [`${DASHBOARD}/learner/{id} data.completed_courses[].next_session_meeting_link`]: {
    reads: field(ActiveCourseSchema, 'next_session_meeting_link'),
    nullInSeed: true,
  },
  [`${DASHBOARD}/trainer/{id} data.active_courses[].next_session_meeting_link`]: {
    reads: field(ActiveCourseSchema, 'next_session_meeting_link'),
  },
};

/** A string an answer could hand the client to load or link: an absolute path or anything with a scheme. */
const URL_LIKE = /^(\/|[a-z][a-z0-9+.-]*:)/i;

/** Adds to `urls` the JSON paths (`data.units[].url`, after `route`) of every URL-like string, to `nulls` every null's. */
export function collectPaths(value: unknown, route: string, found: { urls: Set<string>; nulls: Set<string> }): void {
  const walk = (item: unknown, path: string): void => {
    if (item === null) found.nulls.add(`${route} ${path}`);
    else if (typeof item === 'string') {
      if (URL_LIKE.test(item)) found.urls.add(`${route} ${path}`);
    } else if (Array.isArray(item)) for (const entry of item) walk(entry, `${path}[]`);
    else if (typeof item === 'object')
      for (const [key, entry] of Object.entries(item)) walk(entry, path ? `${path}.${key}` : key);
  };
  walk(value, '');
}
