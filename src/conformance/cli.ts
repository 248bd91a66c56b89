import { parseArgs } from 'node:util';
import { exitCode, formatReport } from './format';
import { runConformance } from './run';

// `npx academy-widgets-conformance --base https://academy.example --user … --password …`

const USAGE = `Usage: academy-widgets-conformance --base <academy origin> --user <username> --password <password>
  [--timeout <seconds per call, default 5>] [--lang en|ar] [--json] [--allow-writes]
Signs in, then makes the calls that change nothing and checks each answer against what the elements read.
--lang ar prints the report in Arabic and asks the backend for Arabic messages (default en).
--allow-writes also saves the account's name unchanged and opens, closes and reads back a ticket.
Use a test account. The password may also come from ACADEMY_CONFORMANCE_PASSWORD.`;

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        base: { type: 'string' },
        user: { type: 'string' },
        password: { type: 'string' },
        timeout: { type: 'string' },
        lang: { type: 'string' },
        json: { type: 'boolean' },
        'allow-writes': { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const password = values.password ?? process.env.ACADEMY_CONFORMANCE_PASSWORD;
  const timeout = Number(values.timeout ?? '5');
  if (!values.base || !values.user || !password || !(timeout > 0)) {
    console.error(`--base, --user and --password are required; --timeout is a number of seconds.\n\n${USAGE}`);
    return 2;
  }
  const report = await runConformance({
    base: values.base,
    user: values.user,
    password,
    timeoutMs: timeout * 1000,
    lang: values.lang,
    allowWrites: values['allow-writes'],
  });
  console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report));
  return exitCode(report);
}

process.exitCode = await main();
