const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

export const PRODUCT_NAME = 'Demo Identity Provider';

// Inline and self-contained: the pages must render without network access (CI, e2e).
const STYLE = [
  'body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1d1d1f;margin:0}',
  'main{max-width:22rem;margin:4rem auto;background:#fff;padding:2rem;border-radius:8px;',
  'box-shadow:0 1px 4px rgba(0,0,0,.15)}',
  'h1{font-size:1.25rem;margin:0 0 1rem}label{display:block;margin:.75rem 0 .25rem}',
  'input{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem}',
  '.error{color:#b00020}.actions{display:flex;gap:.5rem;margin-top:1.25rem}',
  'button{flex:1;padding:.6rem;font-size:1rem;cursor:pointer}',
].join('');

/** The frame of every page; `body` is HTML whose dynamic parts the caller has escaped. */
export const page = (title: string, body: string): string =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

export const messagePage = (title: string, message: string): string =>
  page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);

export type TLoginPage = { action: string; email: string; failed: boolean };

export const loginPage = ({ action, email, failed }: TLoginPage): string => {
  const title = `${PRODUCT_NAME} — sign in`;
  const error = failed ? '<p class="error" role="alert">Invalid email or password</p>' : '';
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>${error}` +
      `<form method="post" action="${escapeHtml(action)}">` +
      '<label for="email">Email</label>' +
      `<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(email)}">` +
      '<label for="password">Password</label>' +
      '<input id="password" name="password" type="password" autocomplete="current-password" required>' +
      // Sign in comes first so that Enter submits it; Cancel skips the required-field checks.
      '<div class="actions"><button type="submit" name="action" value="login">Sign in</button>' +
      '<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button></div></form>',
  );
};

/** `form` is oidc-provider's own hidden form (id `op.logoutForm`) carrying the logout request's state. */
export const logoutPage = (form: string): string =>
  page(
    `${PRODUCT_NAME} — sign out`,
    `<h1>Sign out of the ${PRODUCT_NAME}?</h1>${form}` +
      '<div class="actions"><button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>' +
      '<button type="submit" form="op.logoutForm">Stay signed in</button></div>',
  );
