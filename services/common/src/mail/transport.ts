/**
 * Sending one mail over SMTP with nodemailer, from SMTP_URL. The timeouts are short enough
 * that a mail server that stops answering frees the worker (and its lease) in well under the
 * lease's length.
 */

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Our own Message-ID (from the outbox row), so a receiver sees one message however often it is handed over. */
  messageId: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 30_000 } as const;

export function smtpTransport(url: string): MailTransport {
  // Loaded when mail is configured: the start does not wait for nodemailer.
  const { createTransport } = require('nodemailer') as typeof import('nodemailer');
  const transporter = createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUTS_MS.connection,
    greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
    socketTimeout: SMTP_TIMEOUTS_MS.socket,
    // Never write messages or addresses to the logs: mails carry customers' personal data.
    logger: false,
    debug: false,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
      });
    },
    close() {
      transporter.close();
    },
  };
}
