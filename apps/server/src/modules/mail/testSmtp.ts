/**
 * A real SMTP server for the mail tests (the `smtp-server` package) on a port the OS chooses:
 * it keeps every message it accepts, or refuses every recipient with a given answer.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  port: number;
  received: Received[];
  /** Recipients offered, accepted or not. */
  attempts: number;
  close(): Promise<void>;
}

export async function startSmtp(
  o: { user?: string; pass?: string; refuse?: string } = {},
): Promise<TestSmtp> {
  const received: Received[] = [];
  const state = { attempts: 0 };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: !o.user,
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === o.user && auth.password === o.pass) cb(null, { user: auth.username });
      else cb(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, cb) {
      state.attempts += 1;
      if (o.refuse) cb(Object.assign(new Error(o.refuse), { responseCode: 550 }));
      else cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    received,
    get attempts() {
      return state.attempts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text part and the attachments (name and bytes) of a raw MIME message. */
export function parseMessage(raw: string): { text: string; attachments: { name: string; bytes: Buffer }[] } {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((m) => m[1] ?? '');
  let parts: string[] = [raw];
  for (const b of boundaries) parts = parts.flatMap((p) => p.split(`--${b}`));
  let text = '';
  const attachments: { name: string; bytes: Buffer }[] = [];
  for (const part of parts) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    const body = part.slice(split + 4);
    const name = /filename="?([^";\r\n]+)"?/.exec(head)?.[1];
    const base64 = /Content-Transfer-Encoding: base64/i.test(head);
    if (name) attachments.push({ name, bytes: Buffer.from(body.replace(/\s+/g, ''), 'base64') });
    else if (/Content-Type: text\/plain/i.test(head))
      text = /quoted-printable/i.test(head)
        ? body
            .replace(/=\r\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
        : base64
          ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
          : body;
  }
  return { text, attachments };
}

/** The PDF's text as `pdftotext -upw <password>` reads it, or null when the password does not open it. */
export function pdfTextWith(pdf: Buffer, password: string | null): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'sahod-mail-'));
  try {
    const file = join(dir, 'p.pdf');
    writeFileSync(file, pdf);
    const args = password === null ? [file, '-'] : ['-upw', password, file, '-'];
    return execFileSync('pdftotext', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
