import { runProbe, type ProbeOptions, type ProbeReport } from './probe';

/**
 * The probe in node (scripts/probe.mjs bundles this file with vite, as scripts/api.mjs bundles the
 * demo api): the command line read into ProbeOptions, and the run.
 */
export { runProbe, type ProbeOptions, type ProbeReport };

export const USAGE = `Usage: npm run probe -- --api https://host/api/v1/ (--email E --password P | --token T) [--write]

Signs in as the dashboard does and makes every read-only call it makes for the account's level,
printing one line per call: the path, the statuses, whether the dashboard can read the answer and
the reading it will use. --write also creates and deletes a label and a webhook named probe-<time>
(a STAFF account). Exits 1 when a call fails or cannot be read.`;

/** The options of a command line, or the reason it is not one. */
export const parseProbeArgs = (argv: readonly string[]): ProbeOptions | { error: string } => {
  const options: Partial<ProbeOptions> = {};
  const valued = { '--api': 'api', '--email': 'email', '--password': 'password', '--token': 'token' } as const;
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = argv[index].split(/=(.*)/s, 2);
    if (flag === '--write') options.write = true;
    else if (flag in valued) {
      const value = inline ?? argv[++index];
      if (value === undefined || value === '') return { error: `${flag} needs a value` };
      options[valued[flag as keyof typeof valued]] = value;
    } else return { error: `unknown argument ${argv[index]}` };
  }
  if (!options.api) return { error: '--api is required' };
  if (!/^https?:\/\//.test(options.api)) return { error: '--api must be an http(s) URL, e.g. https://host/api/v1/' };
  if (!options.token && !(options.email && options.password))
    return { error: '--email and --password, or --token, are required' };
  return options as ProbeOptions;
};

/** Runs a command line; resolves with the exit code (2 for a bad command line). */
export const main = async (
  argv: readonly string[],
  { print = console.log, fetch: fetchImpl }: { print?: (line: string) => void; fetch?: typeof fetch } = {},
): Promise<number> => {
  const options = parseProbeArgs(argv);
  if ('error' in options) {
    print(`${options.error}\n\n${USAGE}`);
    return 2;
  }
  const report: ProbeReport = await runProbe({ ...options, print, fetch: fetchImpl });
  return report.exitCode;
};
