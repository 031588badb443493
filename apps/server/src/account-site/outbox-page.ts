import type { OutboxMessage } from '@sportsbook/protocol';

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

function renderMessage(message: OutboxMessage): string {
  const link = escapeHtml(message.link);
  return `<li>
  <article aria-labelledby="mail-${message.id}">
    <h2 id="mail-${message.id}">${escapeHtml(message.subject)}</h2>
    <p class="meta">To <strong>${escapeHtml(message.to_email)}</strong> · ${escapeHtml(message.kind)} ·
      <time datetime="${escapeHtml(message.created_at)}">${escapeHtml(message.created_at)}</time></p>
    <p><a href="${link}">${link}</a></p>
    <pre>${escapeHtml(message.body_text)}</pre>
  </article>
</li>`;
}

/** The non-production outbox page: a filter by address and every mail with its link. */
export function renderOutboxPage(messages: readonly OutboxMessage[], email: string): string {
  const list =
    messages.length > 0
      ? `<ol>${messages.map(renderMessage).join('\n')}</ol>`
      : `<p>No mails${email ? ` to ${escapeHtml(email)}` : ''} yet.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox (development)</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1rem; color: #1b1f24; }
  ol { list-style: none; padding: 0; }
  li { border: 1px solid #c9d1d9; border-radius: 8px; padding: 0 1rem; margin: 1rem 0; }
  h2 { font-size: 1.1rem; margin: 0.75rem 0 0; }
  .meta { color: #4b5560; margin: 0.25rem 0; }
  a { color: #0b57d0; word-break: break-all; }
  a:focus-visible, input:focus-visible, button:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f6f8fa; padding: 0.75rem; border-radius: 6px; }
  form { display: flex; gap: 0.5rem; flex-wrap: wrap; align-items: end; }
  input, button { font: inherit; padding: 0.4rem 0.6rem; }
</style>
</head>
<body>
<main>
<h1>Outbox</h1>
<p>Mails the server would have sent. This page exists only outside production.</p>
<form method="get" action="/dev/outbox">
  <label>Email address <input type="email" name="email" value="${escapeHtml(email)}"></label>
  <button type="submit">Show</button>
</form>
${list}
</main>
</body>
</html>
`;
}
