import { createServer, type AddressInfo, type Server } from 'node:net';

/** A message the sink received. */
export interface SunkMail {
  to: string[];
  data: string;
}

/**
 * A test double for a mail server: speaks just enough SMTP (no TLS, no auth) for nodemailer to hand
 * it a message, and keeps what it was given. Only tests use it; the product talks to a real one.
 */
export async function startSmtpSink(): Promise<{ url: string; mails: SunkMail[]; close(): Promise<void> }> {
  const mails: SunkMail[] = [];
  const server: Server = createServer((socket) => {
    let to: string[] = [];
    let data: string | undefined;
    let buffered = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      for (;;) {
        if (data !== undefined) {
          const end = buffered.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mails.push({ to, data: data + buffered.slice(0, end) });
          buffered = buffered.slice(end + 5);
          data = undefined;
          to = [];
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffered.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffered.slice(0, eol);
        buffered = buffered.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'RCPT') (to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1')), socket.write('250 ok\r\n'));
        else if (verb === 'DATA') (data = '', socket.write('354 go on\r\n'));
        else if (verb === 'QUIT') (socket.write('221 bye\r\n'), socket.end());
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
