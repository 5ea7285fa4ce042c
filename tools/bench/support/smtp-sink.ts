import { SMTPServer } from 'smtp-server';
import { freePort } from './assessment-load';

export interface SmtpSink {
  /** `smtp://` URL of the sink; `?name=` makes a sender greet with that name (EHLO). */
  url: string;
  /** How many times each Message-ID arrived: more than once is a duplicate. */
  copiesByMessageId: Map<string, number>;
  /** Messages by the name each sender greeted with: which worker delivered how many. */
  messagesBySender: Map<string, number>;
  stop(): Promise<void>;
}

/** An SMTP server on a loopback port that accepts every message and counts it. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const port = await freePort();
  const copiesByMessageId = new Map<string, number>();
  const messagesBySender = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let message = '';
      stream.on('data', (chunk: Buffer) => {
        message += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const messageId =
          /^Message-ID:\s*(\S+)/im.exec(message)?.[1] ?? `no-id-${copiesByMessageId.size}`;
        copiesByMessageId.set(messageId, (copiesByMessageId.get(messageId) ?? 0) + 1);
        const sender = session.hostNameAppearsAs;
        messagesBySender.set(sender, (messagesBySender.get(sender) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    copiesByMessageId,
    messagesBySender,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
