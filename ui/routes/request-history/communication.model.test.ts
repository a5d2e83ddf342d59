import { describe, expect, it } from 'vitest';
import { CommunicationModel } from './communication.model.ts';
import { email, FakeHistoryPort, RecordingToaster, sms } from './history.fixture.ts';

function setup() {
  const port = new FakeHistoryPort();
  const toaster = new RecordingToaster();
  const model = new CommunicationModel(port, toaster, { requestId: 10000769, contractId: 9782 });
  return { port, toaster, model };
}

describe('the communication history dialog', () => {
  it('opens on a channel, lists its messages and says when there are none', async () => {
    const { model, port } = setup();
    model.open('SMS');
    await model.load();
    expect(model.isOpen).toBe(true);
    expect(model.shown).toEqual([sms]);
    model.setChannel(null);
    expect(model.shown).toEqual([sms, email]);
    model.setChannel('WhatsApp');
    expect(model.emptyText).toBe('Communication history is not available');
    port.items = new Error('down');
    await model.load();
    model.setChannel(null);
    expect(model.emptyText).toBe('Communication history is not available');
  });

  it('reads an e-mail body on demand', async () => {
    const { model } = setup();
    await model.openEmail(email);
    expect(model.emailHtml).toBe('<html><body>Mail 5</body></html>');
    model.closeEmail();
    expect(model.emailItem).toBeNull();
  });

  it('offers the recipients the server gives, the first chosen, and resends to the chosen one by id', async () => {
    const { model, port, toaster } = setup();
    await model.startResend(email);
    expect(port.recipientsAsked).toEqual([[10000769, 5]]);
    expect(model.recipients.map((r) => r.id)).toEqual(['email', 'sent-3']);
    expect(model.recipientId).toBe('email');
    model.chooseRecipient('sent-3');
    await model.sendResend();
    expect(port.resent).toEqual([{ requestId: 10000769, contractId: 9782, messageId: 5, statusId: 32, recipientId: 'sent-3' }]);
    expect(model.resendItem).toBeNull();
    expect(toaster.said).toEqual(['success: Message sent again']);
  });

  it('cannot send with nobody to send to, and says why', async () => {
    const { model, port } = setup();
    port.recipients = [];
    await model.startResend(sms);
    expect(model.canSend).toBe(false);
    expect(model.recipientsProblem).toBe('No contact of this request can receive this message');
    await model.sendResend();
    expect(port.resent).toEqual([]);
    port.recipients = new Error('down');
    await model.startResend(sms);
    expect(model.recipientsProblem).toBe('Something went wrong. Please try again later');
    expect(model.canSend).toBe(false);
  });

  it("keeps the server's reason for a refusal in the dialog, with the spec's 'Unable to send' toast", async () => {
    const { model, port, toaster } = setup();
    port.resendAnswer = { ok: false, message: 'Resend limit reached: at most 5 resends of a request an hour. Try again in 30 min' };
    await model.startResend(sms);
    await model.sendResend();
    expect(model.resendError).toBe('Resend limit reached: at most 5 resends of a request an hour. Try again in 30 min');
    expect(toaster.said).toEqual(['error: Unable to send']);
    model.chooseRecipient('sent-3');
    expect(model.resendError).toBeNull();
  });

  it("says 'Unable to send' when the resend fails, refused or unreachable", async () => {
    const { model, port, toaster } = setup();
    port.resendAnswer = { ok: false, message: null };
    await model.startResend(sms);
    await model.sendResend();
    expect(model.resendError).toBe('Unable to send');
    expect(model.resendItem).not.toBeNull();
    port.resendAnswer = new Error('offline');
    await model.sendResend();
    expect(toaster.said).toEqual(['error: Unable to send', 'error: Unable to send']);
    expect(model.canResend({ ...sms, channel: 'Call' })).toBe(false);
  });
});
