import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSmtpMailer } from './mailer';

// A minimal SMTP server on loopback: enough of RFC 5321 for nodemailer to deliver one message, so the SMTP_URL
// path is exercised for real (no network beyond 127.0.0.1).
let server: Server;
const received: string[] = [];

beforeAll(async () => {
  server = createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

it('sends a message through the SMTP_URL server', async () => {
  const { port } = server.address() as AddressInfo;
  const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: 'OV Sentinel <no-reply@sentinel.example>' });
  await mailer.send({ to: 'awa@example.test', subject: 'Réinitialisez votre mot de passe', text: 'Lien : https://sentinel.example/reset-password?token=abc' });
  expect(received).toHaveLength(1);
  expect(received[0]).toContain('To: awa@example.test');
  expect(received[0]).toContain('From: OV Sentinel <no-reply@sentinel.example>');
  expect(received[0]).toMatch(/reset-password\?token=3Dabc|reset-password\?token=abc/);
});
