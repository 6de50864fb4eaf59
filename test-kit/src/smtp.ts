/**
 * Tests only (it needs the dev dependencies smtp-server and mailparser; nothing in src imports
 * it): a real SMTP server on 127.0.0.1 in the test process that keeps what it receives,
 * parsed, and can be stopped and started again on the same port (a mail server that goes
 * down and comes back).
 */
import { once } from 'node:events';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

export interface TestSmtpServer {
  port: number;
  /** smtp://127.0.0.1:<port> for the config's mail.smtpUrl. */
  url: string;
  received: ReceivedMail[];
  stop(): Promise<void>;
  /** Listens again on the same port after stop(). */
  start(): Promise<void>;
  /** Resolves when at least `count` mails have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let server: SMTPServer | undefined;

  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
            });
            for (const wake of waiters) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });

  const listen = async (port: number) => {
    server = make();
    server.listen(port, '127.0.0.1');
    await once(server.server, 'listening');
    return (server.server.address() as { port: number }).port;
  };
  const port = await listen(0);

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    async stop() {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    async start() {
      if (!server) await listen(port);
    },
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received.slice());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} mails, ${received.length} arrived`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}
