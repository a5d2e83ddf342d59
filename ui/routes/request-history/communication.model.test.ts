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

  it('checks the recipient by channel before sending, then resends and reloads', async () => {
    const { model, port, toaster } = setup();
    model.startResend(email);
    await model.sendResend();
    expect(model.resendProblem).toBe('Enter a valid e-mail address');
    expect(port.resent).toEqual([]);
    model.setEmailAddress('asha@mail.test');
    expect(model.resendProblem).toBeNull();
    await model.sendResend();
    expect(port.resent).toEqual([{ requestId: 10000769, contractId: 9782, messageId: 5, statusId: 32, emailAddress: 'asha@mail.test' }]);
    expect(model.resendItem).toBeNull();
    expect(toaster.said).toEqual(['success: Message sent again']);

    model.startResend(sms);
    model.setMobile('98a765 43-210');
    expect(model.mobile).toBe('9876543210');
    await model.sendResend();
    expect(port.resent[1]).toEqual({ requestId: 10000769, contractId: 9782, messageId: 6, statusId: 32, mobile: '9876543210' });
  });

  it("says 'Unable to send' when the resend fails, refused or unreachable", async () => {
    const { model, port, toaster } = setup();
    port.resendAnswer = { ok: false, message: 'Unable to send' };
    model.startResend(sms);
    model.setMobile('9876543210');
    await model.sendResend();
    expect(model.resendError).toBe('Unable to send');
    expect(model.resendItem).not.toBeNull();
    port.resendAnswer = new Error('offline');
    await model.sendResend();
    expect(toaster.said).toEqual(['error: Unable to send', 'error: Unable to send']);
    expect(model.canResend({ ...sms, channel: 'Call' })).toBe(false);
  });
});
