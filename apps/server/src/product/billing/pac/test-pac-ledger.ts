import { readFile, rename, writeFile } from 'node:fs/promises';
import {
  loadPacCertificate,
  makeTestPacCertificate,
  type LoadedPacCertificate,
  type TestPacCertificate,
} from './test-pac-certificate.ts';

// What the local test PAC remembers: its certificate and every stamp it gave, by the CFDI's
// seal (the same sealed CFDI gets the same stamp back) and by UUID (for cancellations). In
// memory; with a state file, also on disk, so that a restarted test PAC (the demo's) still knows
// its stamps and still signs with the certificate those stamps verify against.

export type StoredCancellation = {
  reason: string;
  replacementUuid?: string;
  at: string;
  /** Waiting for the receiver's acceptance. */
  inProcess: boolean;
  /** When it was asked, in milliseconds: the receiver has 72 hours from then. */
  requestedAtMs?: number;
  /** The receiver's answer, once given: a refused cancellation leaves the CFDI valid. */
  receiverAnswer?: 'accepted' | 'rejected';
};

export type StoredStamp = {
  /** The CFDI's Sello: what makes two requests the same CFDI. */
  seal: string;
  uuid: string;
  issuerRfc: string;
  /** The stamped CFDI. */
  xml: string;
  stampedAt: string;
  satSeal: string;
  cancellation?: StoredCancellation;
};

type StateFile = { version: 1; certificate: TestPacCertificate; stamps: StoredStamp[] };

export class TestPacLedger {
  readonly certificate: LoadedPacCertificate;
  private readonly bySeal = new Map<string, StoredStamp>();
  private readonly byUuid = new Map<string, StoredStamp>();
  private readonly statePath: string | undefined;
  /** Writes one after the other, so the file always holds a whole state. */
  private saving: Promise<void> = Promise.resolve();

  private constructor(certificate: LoadedPacCertificate, statePath: string | undefined) {
    this.certificate = certificate;
    this.statePath = statePath;
  }

  /** The ledger of `statePath` when that file exists; a new certificate and no stamps else. */
  static async open(statePath?: string): Promise<TestPacLedger> {
    const state = statePath ? await readState(statePath) : undefined;
    const certificate = loadPacCertificate(state?.certificate ?? (await makeTestPacCertificate()));
    const ledger = new TestPacLedger(certificate, statePath);
    for (const stamp of state?.stamps ?? []) ledger.remember(stamp);
    if (!state) await ledger.save();
    return ledger;
  }

  get size(): number {
    return this.byUuid.size;
  }

  bySealOf(seal: string): StoredStamp | undefined {
    return this.bySeal.get(seal);
  }

  byUuidOf(uuid: string): StoredStamp | undefined {
    return this.byUuid.get(uuid.toUpperCase());
  }

  async add(stamp: StoredStamp): Promise<void> {
    this.remember(stamp);
    await this.save();
  }

  async cancel(stamp: StoredStamp, cancellation: StoredCancellation): Promise<void> {
    stamp.cancellation = cancellation;
    await this.save();
  }

  /** The receiver's answer to a cancellation waiting for it. */
  async answer(stamp: StoredStamp, accepted: boolean): Promise<void> {
    const cancellation = stamp.cancellation;
    if (!cancellation?.inProcess) throw new Error(`No cancellation of ${stamp.uuid} waits.`);
    cancellation.inProcess = false;
    cancellation.receiverAnswer = accepted ? 'accepted' : 'rejected';
    await this.save();
  }

  private remember(stamp: StoredStamp): void {
    this.bySeal.set(stamp.seal, stamp);
    this.byUuid.set(stamp.uuid.toUpperCase(), stamp);
  }

  private save(): Promise<void> {
    const path = this.statePath;
    if (!path) return Promise.resolve();
    const state: StateFile = {
      version: 1,
      certificate: {
        certificatePem: this.certificate.certificatePem,
        privateKeyPem: this.certificate.privateKeyPem,
        number: this.certificate.number,
      },
      stamps: [...this.byUuid.values()],
    };
    // A new file renamed over the old one: a crash never leaves half a state.
    const write = async () => {
      await writeFile(`${path}.tmp`, JSON.stringify(state, null, 2));
      await rename(`${path}.tmp`, path);
    };
    this.saving = this.saving.then(write, write);
    return this.saving;
  }
}

async function readState(path: string): Promise<StateFile | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const state = JSON.parse(text) as Partial<StateFile>;
  if (state.version !== 1 || !state.certificate || !Array.isArray(state.stamps))
    throw new Error(`${path} is not a test PAC's state file.`);
  return state as StateFile;
}
