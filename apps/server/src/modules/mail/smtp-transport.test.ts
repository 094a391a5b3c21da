import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server';
import { createSmtpTransport } from './smtp-transport';

describe('SMTP transport (nodemailer), against a real SMTP server', () => {
  let server: SmtpTestServer;

  beforeAll(async () => {
    server = await startSmtpTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const message = {
    to: 'camille@exemple.fr',
    subject: 'Votre commande R123456789 est confirmée',
    html: '<p>Total : <b>31,35&nbsp;€</b></p>',
    text: 'Total : 31,35 €',
    messageId: '<order_mail.R123456789.placed@sillon>',
  };

  it('delivers the message with its sender, recipient, subject, both parts and its id', async () => {
    await createSmtpTransport(server.url, 'Sillon <commandes@sillon.test>').send(message);
    expect(server.received.at(-1)).toEqual({
      recipients: ['camille@exemple.fr'],
      from: '"Sillon" <commandes@sillon.test>',
      to: 'camille@exemple.fr',
      subject: 'Votre commande R123456789 est confirmée',
      text: 'Total : 31,35 €',
      html: '<p>Total : <b>31,35&nbsp;€</b></p>',
      messageId: '<order_mail.R123456789.placed@sillon>',
    });
  });

  it('fails when the server refuses the message (451)', async () => {
    server.refuseNext(1);
    const before = server.received.length;
    await expect(createSmtpTransport(server.url, 'commandes@sillon.test').send(message)).rejects.toThrow(
      /451/,
    );
    expect(server.received).toHaveLength(before);
  });

  it('fails when no mail server answers', async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${await closedPort()}`, 'commandes@sillon.test');
    await expect(transport.send(message)).rejects.toThrow(/ECONNREFUSED/);
  });
});
