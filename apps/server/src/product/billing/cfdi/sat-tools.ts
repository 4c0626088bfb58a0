import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The SAT's own files put to work (issue 39): a CFDI 4.0 checked against the SAT's schemas with
// xmllint, and its cadena original made by the SAT's XSLT with xsltproc. Both read only the copies
// in apps/server/sat/ (catalog.xml maps the SAT's addresses to them, and --nonet forbids the
// network); apps/server/sat/SOURCES.md says where each file comes from and why xsltproc is right
// for the SAT's XSLT although it declares version 2.0. Debian: libxml2-utils and xsltproc.

const SAT_DIR = fileURLToPath(new URL('../../../../sat/', import.meta.url));
const CATALOG = `${SAT_DIR}catalog.xml`;
/** Imports cfdv40.xsd, Pagos20.xsd and TimbreFiscalDigitalv11.xsd by the SAT's addresses. */
const VALIDATION_SCHEMA = `${SAT_DIR}cfdi40-validation.xsd`;
const CADENA_XSLT = `${SAT_DIR}www.sat.gob.mx/sitio_internet/cfd/4/cadenaoriginal_4_0/cadenaoriginal_4_0.xslt`;

/** One thing wrong with a CFDI: its line in the XML and xmllint's message (in English). */
export type CfdiProblem = { line: number; message: string };

export type CfdiValidation = { valid: boolean; problems: CfdiProblem[] };

const DEBIAN_PACKAGE: Record<string, string> = {
  xmllint: 'libxml2-utils',
  xsltproc: 'xsltproc',
};

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs a tool with the XML on its standard input, the SAT catalog in force, and no network. */
function run(command: string, args: string[], input: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, XML_CATALOG_FILES: CATALOG },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} is missing: install Debian's ${DEBIAN_PACKAGE[command]}`)
          : error,
      ),
    );
    child.on('close', (code) =>
      resolve({
        code,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
      }),
    );
    // A tool that stops reading early (a parse error) closes its input: that is not our failure.
    child.stdin.on('error', () => {});
    child.stdin.end(input, 'utf8');
  });
}

/**
 * xmllint's lines about the document on standard input ("-"): `-:12: element Concepto: Schemas
 * validity error : Element '…': …` and `-:3: parser error : …`. Warnings (a namespace already
 * imported, for instance) are not problems of the CFDI.
 */
const PROBLEM_LINE = /^-:(\d+): (.*)$/;

function problemsOf(stderr: string): CfdiProblem[] {
  const problems: CfdiProblem[] = [];
  for (const line of stderr.split('\n')) {
    const found = PROBLEM_LINE.exec(line);
    if (!found) continue;
    const message = (found[2] ?? '').trim();
    if (/validity warning/.test(message)) continue;
    problems.push({ line: Number(found[1]), message: cleanMessage(message) });
  }
  return problems;
}

/** Drops xmllint's "element X: Schemas validity error :" lead, which names what the rest repeats. */
function cleanMessage(message: string): string {
  return message.replace(/^element [^:]+: Schemas validity error : /, '');
}

/**
 * Checks a CFDI 4.0 (with a Pagos 2.0 complement and the stamp's TimbreFiscalDigital 1.1, when it
 * has them) against the SAT's schemas, offline. Not well-formed XML is invalid too, with the
 * parser's line. Any other complement is refused: its schema is not kept.
 */
export async function validateCfdiXml(xml: string): Promise<CfdiValidation> {
  const result = await run(
    'xmllint',
    ['--noout', '--nonet', '--schema', VALIDATION_SCHEMA, '-'],
    xml,
  );
  const problems = problemsOf(result.stderr);
  // 0 valid, 1 not well-formed, 3 invalid against the schema; anything else is the tool's own trouble.
  if (result.code === 0) return { valid: true, problems: [] };
  if ((result.code === 1 || result.code === 3) && problems.length > 0)
    return { valid: false, problems };
  throw new Error(
    `xmllint could not check the CFDI (exit ${result.code}): ${result.stderr.trim()}`,
  );
}

/**
 * libxslt says this of every stylesheet that declares version 2.0 and then runs it in the
 * forwards-compatible mode XSLT 1.0 defines; the SAT's cadena XSLT and its includes use nothing
 * beyond XSLT 1.0 (SOURCES.md), so these lines are noise and anything else on stderr is not.
 */
const XSLT_VERSION_NOTICE =
  /^(compilation error: file .* element stylesheet|xsl:version: only 1\.[01] features are supported)$/;

/**
 * The cadena original of a CFDI 4.0 (and of its complements the SAT's XSLT knows), exactly as the
 * SAT's cadenaoriginal_4_0.xslt makes it: `||4.0|Serie|…||`, in UTF-8, ready to be signed.
 */
export function cadenaOriginal(xml: string): Promise<string> {
  return transformWithSatXslt(CADENA_XSLT, xml, '||', 'the cadena original');
}

/**
 * Runs one of the SAT's cadena stylesheets (kept in apps/server/sat/) over `xml` with xsltproc,
 * offline; refuses an output that does not start as a cadena does (`start`) and any message of
 * the tool but the version notice. `what` names the cadena in the error.
 */
export async function transformWithSatXslt(
  stylesheet: string,
  xml: string,
  start: string,
  what: string,
): Promise<string> {
  const result = await run('xsltproc', ['--nonet', stylesheet, '-'], xml);
  const trouble = result.stderr
    .split('\n')
    .filter((line) => line.trim() !== '' && !XSLT_VERSION_NOTICE.test(line.trim()));
  if (result.code !== 0 || trouble.length > 0 || !result.stdout.startsWith(start))
    throw new Error(`xsltproc could not make ${what} (exit ${result.code}): ${trouble.join('\n')}`);
  return result.stdout;
}
