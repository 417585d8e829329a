import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors, type Provider } from 'oidc-provider';

type TInteraction = Awaited<ReturnType<Provider['interactionDetails']>>;
import { loginPage, messagePage, PRODUCT_NAME } from './pages.ts';

/** Returns the account id (sub) of the matching account, or undefined. */
export type TAuthenticate = (email: string, password: string) => string | undefined;

type TConsentDetails = {
  missingOIDCScope?: string[];
  missingOIDCClaims?: string[];
  missingResourceScopes?: Record<string, string[]>;
};

export const INTERACTION_PATH = '/interaction/';
const MAX_FORM_BYTES = 4096;

const send = (res: ServerResponse, status: number, html: string) => {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(html);
};

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > MAX_FORM_BYTES) throw new RangeError('form too large');
  }
  return new URLSearchParams(body);
}

/**
 * The login and consent steps oidc-provider delegates to us (`/interaction/:uid`). Login is a plain form checked by
 * `authenticate`; consent is granted without asking, since the only client is the portal itself (first party).
 */
export function createInteractionHandler(provider: Provider, authenticate: TAuthenticate) {
  async function grantConsent(req: IncomingMessage, res: ServerResponse, interaction: TInteraction) {
    const { prompt, params, session, grantId } = interaction;
    if (!session) throw new errors.SessionNotFound('interaction session not found');
    const grant =
      (grantId ? await provider.Grant.find(grantId) : undefined) ??
      new provider.Grant({ accountId: session.accountId, clientId: String(params.client_id) });
    const details = prompt.details as TConsentDetails;
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } });
  }

  async function show(req: IncomingMessage, res: ServerResponse, interaction: TInteraction, action: string) {
    if (interaction.prompt.name === 'consent') return grantConsent(req, res, interaction);
    const hint = interaction.params.login_hint;
    send(res, 200, loginPage({ action, email: typeof hint === 'string' ? hint : '', failed: false }));
  }

  async function submit(req: IncomingMessage, res: ServerResponse, interaction: TInteraction, action: string) {
    const form = await readForm(req);
    if (form.get('action') === 'cancel') {
      const result = { error: 'access_denied', error_description: 'End-User aborted interaction' };
      return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    }
    if (interaction.prompt.name !== 'login')
      return send(res, 400, messagePage(PRODUCT_NAME, 'Nothing to submit here.'));
    const email = (form.get('email') ?? '').trim();
    const accountId = authenticate(email, form.get('password') ?? '');
    if (!accountId) return send(res, 401, loginPage({ action, email, failed: true }));
    await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
  }

  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    try {
      const uid = pathname.slice(INTERACTION_PATH.length);
      const interaction = await provider.interactionDetails(req, res);
      // The interaction cookie names the pending request; a stale tab pointing at another one must not act on it.
      if (interaction.uid !== uid) throw new errors.SessionNotFound('interaction mismatch');
      if (req.method === 'GET') return await show(req, res, interaction, pathname);
      if (req.method === 'POST') return await submit(req, res, interaction, pathname);
      res.writeHead(405, { Allow: 'GET, POST' }).end();
    } catch (error) {
      if (error instanceof errors.SessionNotFound) {
        return send(
          res,
          400,
          messagePage(PRODUCT_NAME, 'This sign-in request has expired. Start again from the portal.'),
        );
      }
      console.error(`dev-idp: interaction failed: ${(error as Error).message}`);
      send(res, 500, messagePage(PRODUCT_NAME, 'Something went wrong. Start again from the portal.'));
    }
  };
}
