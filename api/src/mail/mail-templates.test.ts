// The mail templates (templates/*.txt|html): values escaped in HTML, kept as typed in text, no
// header injection through the subject, optional sections, and no half-filled mail.
import { renderMail } from './mail-templates.js';

const review = {
  recipientName: "Zoë <b>O'Neil</b> & Co",
  agencyName: 'Acme "Digital"\r\nBcc: victim@example.com',
  marketName: 'Ireland',
  reason: null,
};

test('values are HTML-escaped in the HTML part and plain in the text part', () => {
  const mail = renderMail('agency-approved', review);
  expect(mail.html).toContain('<p>Hello Zoë &lt;b&gt;O&#39;Neil&lt;/b&gt; &amp; Co,</p>');
  expect(mail.html).not.toContain('<b>O');
  expect(mail.text).toContain("Hello Zoë <b>O'Neil</b> & Co,");
});

test('a value cannot add a header: line breaks leave the subject', () => {
  expect(renderMail('agency-approved', review).subject).toBe('Agency approved: Acme "Digital" Bcc: victim@example.com');
});

test('an optional section appears only with its value', () => {
  expect(renderMail('agency-approved', review).text).not.toContain('Note from the reviewer');
  const noted = renderMail('agency-approved', { ...review, reason: 'Welcome aboard.' });
  expect(noted.text).toContain('Note from the reviewer: Welcome aboard.');
  expect(noted.html).toContain('<p>Note from the reviewer: Welcome aboard.</p>');
  expect(renderMail('agency-approved', { ...review, recipientName: null }).text).toMatch(/^Hello,\n/);
});

test('a placeholder without a value is an error, not an empty line in a sent mail', () => {
  expect(() => renderMail('agency-rejected', { recipientName: null, agencyName: 'A', marketName: 'B' })).toThrow(
    /agency-rejected\.txt uses \{\{reason\}\}/,
  );
});
