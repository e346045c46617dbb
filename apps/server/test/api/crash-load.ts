// One round of the crash test's load: saves (many in flight) and uploads (a few chains of
// VIPResource create → the file's multipart POST → PinResource create {upload_id}) over real
// HTTP, every answer recorded, and a SIGKILL once the round's random number of answers came
// back, while writes are still in flight. A write whose connection broke was not answered: it
// may or may not have happened. The kill is triggered by progress, never by a clock.
import sharp from 'sharp';
import type { Pin, RepinResult, UploadStatus, UploadTicket } from '@corkboard/contracts';
import { dataOf, type HttpAnswer, type HttpBrowser } from './crash-http';
import type { ServerProcess } from './crash-server';

export const SAVES_IN_FLIGHT = 24;
export const UPLOAD_CHAINS = 3;

export interface Person {
  id: string;
  browser: HttpBrowser;
  boardIds: string[];
  /** Registrations left in the hour's upload quota (UPLOADS_PER_HOUR, kept in the database). */
  uploadsLeft: number;
}

export interface Plan {
  round: number;
  /** The kill comes once this many saves of the round were answered… */
  savesBeforeKill: number;
  /** …and this many files (unless every upload chain has ended). */
  filesBeforeKill: number;
  /** Uploads started in the round at most (the quota is per hour). */
  uploadsMax: number;
}

export interface SaveAck {
  id: string;
  boardId: string;
  person: Person;
}
export interface Upload {
  uploadId: string;
  person: Person;
}
export interface FileAck extends Upload {
  signature: string;
}
export interface PinAck extends FileAck {
  id: string;
  boardId: string;
}
export interface PinUnanswered extends Upload {
  title: string;
}

export interface RoundLoad {
  saves: SaveAck[];
  savesUnanswered: number;
  tickets: string[];
  ticketsUnanswered: number;
  /** File POSTs answered `succeeded`. */
  files: FileAck[];
  /** File POSTs answered `processing` (the worker took longer than the answer waits). */
  filesProcessing: Upload[];
  filesUnanswered: Upload[];
  pins: PinAck[];
  pinsUnanswered: PinUnanswered[];
  /** Anything the server should not have done: a failure answer, a connection lost early. */
  problems: string[];
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
export const between = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo + 1));

/** A small PNG of its own bytes (so its own signature and media files). */
export function randomPng(): Promise<Buffer> {
  const channel = () => between(0, 255);
  return sharp({
    create: {
      width: between(24, 160),
      height: between(24, 160),
      channels: 3,
      background: { r: channel(), g: channel(), b: channel() },
    },
  })
    .png()
    .toBuffer();
}

export async function driveRound(
  server: ServerProcess,
  people: readonly Person[],
  originals: readonly string[],
  plan: Plan,
): Promise<RoundLoad> {
  const load: RoundLoad = {
    saves: [],
    savesUnanswered: 0,
    tickets: [],
    ticketsUnanswered: 0,
    files: [],
    filesProcessing: [],
    filesUnanswered: [],
    pins: [],
    pinsUnanswered: [],
    problems: [],
  };
  let stopping = false;
  let killed: Promise<void> = Promise.resolve();
  let chainsRunning = UPLOAD_CHAINS;
  let uploadsStarted = 0;

  const stop = () => {
    if (stopping) return;
    stopping = true;
    killed = server.kill();
  };
  const maybeKill = () => {
    const files = load.files.length + load.filesProcessing.length;
    if (
      load.saves.length >= plan.savesBeforeKill &&
      (files >= plan.filesBeforeKill || chainsRunning === 0)
    ) {
      stop();
    }
  };
  /** The answer; null when the connection broke (after the kill: an unanswered write). */
  const attempt = async <T>(call: () => Promise<HttpAnswer<T>>): Promise<HttpAnswer<T> | null> => {
    try {
      return await call();
    } catch (error) {
      if (!stopping) {
        const cause = (error as Error).cause;
        load.problems.push(
          `a connection failed before the kill: ${String(error)} ${String(cause)}`,
        );
        stop();
      }
      return null;
    }
  };
  const accept = <T>(answer: HttpAnswer<T>, what: string): T | null => {
    try {
      return dataOf(answer, what);
    } catch (error) {
      load.problems.push((error as Error).message);
      stop();
      return null;
    }
  };

  async function saves(): Promise<void> {
    while (!stopping) {
      const person = pick(people);
      const boardId = pick(person.boardIds);
      const answer = await attempt(() =>
        person.browser.post<RepinResult>('RepinResource', 'create', {
          pin_id: pick(originals),
          board_id: boardId,
        }),
      );
      if (!answer) {
        load.savesUnanswered += 1;
        return;
      }
      const saved = accept(answer, 'RepinResource create');
      if (!saved) return;
      if (saved.board.id !== boardId) load.problems.push(`save ${saved.id} went to another board`);
      load.saves.push({ id: saved.id, boardId, person });
      maybeKill();
    }
  }

  async function upload(person: Person, n: number): Promise<boolean> {
    const png = await randomPng();
    if (stopping) return false;
    const ticketAnswer = await attempt(() =>
      person.browser.post<UploadTicket>('VIPResource', 'create', { type: 'pinimage' }),
    );
    if (!ticketAnswer) {
      load.ticketsUnanswered += 1;
      return false;
    }
    const ticket = accept(ticketAnswer, 'VIPResource create');
    if (!ticket) return false;
    load.tickets.push(ticket.upload_id);
    const upload = { uploadId: ticket.upload_id, person };
    if (stopping) return false;
    const fileAnswer = await attempt(() =>
      person.browser.upload<UploadStatus>(ticket.upload_url, ticket.upload_parameters, png),
    );
    if (!fileAnswer) {
      load.filesUnanswered.push(upload);
      return false;
    }
    const status = accept(fileAnswer, `the file of upload ${ticket.upload_id}`);
    if (!status) return false;
    if (status.status === 'processing') {
      load.filesProcessing.push(upload);
      maybeKill();
      return true;
    }
    if (status.status !== 'succeeded' || !status.signature) {
      load.problems.push(`upload ${ticket.upload_id} answered ${JSON.stringify(status)}`);
      return false;
    }
    const file = { ...upload, signature: status.signature };
    load.files.push(file);
    maybeKill();
    if (stopping) return false;
    const boardId = pick(person.boardIds);
    const title = `crash ${plan.round}.${n}`;
    const pinAnswer = await attempt(() =>
      person.browser.post<Pin>('PinResource', 'create', {
        upload_id: ticket.upload_id,
        board_id: boardId,
        title,
      }),
    );
    if (!pinAnswer) {
      load.pinsUnanswered.push({ ...upload, title });
      return false;
    }
    const pin = accept(pinAnswer, `PinResource create {upload_id: ${ticket.upload_id}}`);
    if (!pin) return false;
    if (pin.board.id !== boardId) load.problems.push(`pin ${pin.id} went to another board`);
    load.pins.push({ ...file, id: pin.id, boardId });
    return true;
  }

  async function uploads(): Promise<void> {
    try {
      while (!stopping && uploadsStarted < plan.uploadsMax) {
        const left = people.filter((p) => p.uploadsLeft > 0);
        if (left.length === 0) return;
        const person = pick(left);
        person.uploadsLeft -= 1;
        uploadsStarted += 1;
        if (!(await upload(person, uploadsStarted))) return;
      }
    } finally {
      chainsRunning -= 1;
      maybeKill();
    }
  }

  await Promise.all([
    ...Array.from({ length: SAVES_IN_FLIGHT }, saves),
    ...Array.from({ length: UPLOAD_CHAINS }, uploads),
  ]);
  await killed;
  return load;
}
