// @vitest-environment node
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationTables } from '../../../demo/api/db/migrate';
import { createApi, type Api } from '../../../demo/api/index';
import { silenceConsole, testStorage } from './helpers';

// The development seed's data at two fixed clocks: row counts and a hash of each table's sorted rows (password hashes
// and secrets masked), and where the serial sequences stand. Recorded from main's seed code before the seeds became
// fixtures (#28): a change to a fixture, the loader or the relative-time rules that alters the data shows here. After
// a deliberate change to the demo data, update the snapshot with -u.

/** The seed clock as a local wall-clock time in a zone; the second just after midnight, 12 days after a DST change. */
const CLOCKS: [zone: string, localTime: string][] = [
  ['Asia/Dubai', '2026-04-20T12:34'],
  ['America/New_York', '2026-03-20T00:10'],
];

async function tableDigests(api: Api): Promise<Record<string, string>> {
  const { db } = api.database;
  const digests: Record<string, string> = {};
  for (const table of await applicationTables(db)) {
    const result = (await db.execute(
      sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
    )) as unknown as {
      rows: { row: string }[];
    };
    const lines = result.rows
      .map(({ row }) => {
        const fields = JSON.parse(row) as Record<string, unknown>;
        if ('password_hash' in fields) fields.password_hash = '<hash>';
        if (table === 'settings') fields.value = '<secret>';
        return JSON.stringify(fields);
      })
      .sort();
    digests[table] = `${lines.length} ${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
  }
  // Where each serial sequence stands: the next row a test or a page creates gets the id it always got.
  const sequences = (await db.execute(
    sql`select sequencename as name, last_value from pg_sequences where schemaname = 'public' order by 1`,
  )) as unknown as { rows: { name: string; last_value: number | null }[] };
  digests.sequences = sequences.rows.map(({ name, last_value }) => `${name}=${String(last_value)}`).join(' ');
  return digests;
}

describe('seeded data', () => {
  const zone = process.env.TZ;
  let api: Api | undefined;
  afterAll(async () => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
    await api?.close();
  });

  it('is what main seeded at the same clocks (counts and a hash per table, sequences)', async () => {
    silenceConsole();
    let now = 0;
    const digests: Record<string, Record<string, string>> = {};
    for (const [timeZone, localTime] of CLOCKS) {
      process.env.TZ = timeZone;
      now = new Date(localTime).getTime();
      if (api) await api.reset();
      else {
        api = await createApi({
          ...(await testStorage({ kind: 'pglite', dataDir: 'memory' })),
          now: () => now,
          seedHashCost: 16,
          extraSeedUsers: 3,
        });
      }
      digests[`${timeZone} ${new Date(now).toISOString()}`] = await tableDigests(api);
    }
    expect(digests).toMatchInlineSnapshot(`
      {
        "America/New_York 2026-03-20T04:10:00.000Z": {
          "access_tokens": "0 e3b0c44298fc1c14",
          "activities": "19 d349ba40f0b4897d",
          "assessment_criteria": "3 55ba1b8ac012ed6c",
          "assessment_scores": "0 e3b0c44298fc1c14",
          "assessment_sub_criteria": "4 797a05c96d6bc37f",
          "attendance_digests": "0 e3b0c44298fc1c14",
          "attendance_entries": "4 e3ffd643175e93c6",
          "attendance_records": "3 848675625d570721",
          "batch_activity": "8 75f01559b893bc20",
          "batch_courses": "7 c8d744505cf1b5aa",
          "batch_participants": "102 58317945b9c45845",
          "batch_trainers": "7 9c030969fff60422",
          "batches": "7 c35a5d96216e083e",
          "buttons": "6 16cae835b9e2b8dd",
          "certificate_revocations": "1 b8d368956cfcfae8",
          "certificates": "13 a7bf11e6bfd130df",
          "companies": "3 1dc194271bc55dce",
          "course_progress": "7 14f27c99b8e0ffb0",
          "course_progress_links": "1 da7ca3dd7203d95e",
          "courses": "8 71f3b04f70aea42c",
          "exam_allowances": "0 e3b0c44298fc1c14",
          "exam_answers": "312 6c87991b3a551743",
          "exam_attempt_clients": "0 e3b0c44298fc1c14",
          "exam_attempts": "126 1e6b45b9947d1037",
          "exam_events": "0 e3b0c44298fc1c14",
          "exam_papers": "17 f4d8670f227908e6",
          "exams": "20 8a2bc5fa1127a4a0",
          "feedback_submissions": "0 e3b0c44298fc1c14",
          "known_devices": "0 e3b0c44298fc1c14",
          "lectures": "23 3fc6a22b7c8cdfc2",
          "mail_opt_ins": "0 e3b0c44298fc1c14",
          "mail_opt_outs": "0 e3b0c44298fc1c14",
          "notifications": "0 e3b0c44298fc1c14",
          "outbox": "0 e3b0c44298fc1c14",
          "participants": "68 5c530b4db9752a81",
          "reset_tokens": "0 e3b0c44298fc1c14",
          "sequences": "activities_id_seq=19 attendance_entries_id_seq=4 attendance_records_id_seq=3 batch_activity_id_seq=8 batch_participants_id_seq=102 certificates_id_seq=13 exam_answers_id_seq=312 exam_attempts_id_seq=126 exam_events_id_seq=null exams_id_seq=20 feedback_submissions_id_seq=null notifications_id_seq=null outbox_id_seq=null participants_id_seq=268 throttle_hits_id_seq=null ticket_histories_id_seq=54 tickets_id_seq=33 users_id_seq=8 verify_links_id_seq=null",
          "settings": "2 2d6257dcfadadf46",
          "support_types": "5 1337dc77fd0e0fa5",
          "throttle_hits": "0 e3b0c44298fc1c14",
          "ticket_histories": "54 6f67d4b821490765",
          "tickets": "33 674caadb62ad40b3",
          "users": "8 fc5cc0a01c9cf283",
          "verify_links": "0 e3b0c44298fc1c14",
        },
        "Asia/Dubai 2026-04-20T08:34:00.000Z": {
          "access_tokens": "0 e3b0c44298fc1c14",
          "activities": "19 b20b77d252429e8f",
          "assessment_criteria": "3 55ba1b8ac012ed6c",
          "assessment_scores": "0 e3b0c44298fc1c14",
          "assessment_sub_criteria": "4 797a05c96d6bc37f",
          "attendance_digests": "0 e3b0c44298fc1c14",
          "attendance_entries": "4 c1627424e7edb5b8",
          "attendance_records": "3 f3f2eb26dc1a4445",
          "batch_activity": "8 68c90811658e89c6",
          "batch_courses": "7 c8d744505cf1b5aa",
          "batch_participants": "102 bbcb39fde8535630",
          "batch_trainers": "7 9c030969fff60422",
          "batches": "7 ef88307841ac6fd0",
          "buttons": "6 16cae835b9e2b8dd",
          "certificate_revocations": "1 3967f52608b7d083",
          "certificates": "13 c6aad40f9ef54d87",
          "companies": "3 1dc194271bc55dce",
          "course_progress": "7 5008b97752c59960",
          "course_progress_links": "1 da7ca3dd7203d95e",
          "courses": "8 71f3b04f70aea42c",
          "exam_allowances": "0 e3b0c44298fc1c14",
          "exam_answers": "312 3e277c91b8818d02",
          "exam_attempt_clients": "0 e3b0c44298fc1c14",
          "exam_attempts": "126 4baea5f581d2c4f8",
          "exam_events": "0 e3b0c44298fc1c14",
          "exam_papers": "17 f4d8670f227908e6",
          "exams": "20 c306572eb707a61b",
          "feedback_submissions": "0 e3b0c44298fc1c14",
          "known_devices": "0 e3b0c44298fc1c14",
          "lectures": "23 b827f1eb8852dd1d",
          "mail_opt_ins": "0 e3b0c44298fc1c14",
          "mail_opt_outs": "0 e3b0c44298fc1c14",
          "notifications": "0 e3b0c44298fc1c14",
          "outbox": "0 e3b0c44298fc1c14",
          "participants": "68 5c530b4db9752a81",
          "reset_tokens": "0 e3b0c44298fc1c14",
          "sequences": "activities_id_seq=19 attendance_entries_id_seq=4 attendance_records_id_seq=3 batch_activity_id_seq=8 batch_participants_id_seq=102 certificates_id_seq=13 exam_answers_id_seq=312 exam_attempts_id_seq=126 exam_events_id_seq=null exams_id_seq=20 feedback_submissions_id_seq=null notifications_id_seq=null outbox_id_seq=null participants_id_seq=268 throttle_hits_id_seq=null ticket_histories_id_seq=54 tickets_id_seq=33 users_id_seq=8 verify_links_id_seq=null",
          "settings": "2 2d6257dcfadadf46",
          "support_types": "5 1337dc77fd0e0fa5",
          "throttle_hits": "0 e3b0c44298fc1c14",
          "ticket_histories": "54 d27344a03e22220b",
          "tickets": "33 b80280d3e5c8b2b8",
          "users": "8 206affa205195cb9",
          "verify_links": "0 e3b0c44298fc1c14",
        },
      }
    `);
  }, 60_000);
});
