/**
 * Shared plumbing of the policies' login interactions (routes `<policy>/interaction/<uid>[/<step>]`):
 * loads the pending interaction, and turns an expired one into a page instead of a stack trace.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { errors, type InteractionResults } from 'oidc-provider';
import { PayloadTooLarge, sendHtml } from '../http.js';
import { renderErrorPage } from '../views/error-page.js';

export interface InteractionRequest {
  req: IncomingMessage;
  res: ServerResponse;
  step: string;
  /** Path of this interaction, for form actions: `<policy>/interaction/<uid>`. */
  basePath: string;
  /** Parameters of the authorization request that started the interaction. */
  params: Record<string, unknown>;
  finish(result: InteractionResults): Promise<void>;
}

export type InteractionStep = (request: InteractionRequest) => Promise<boolean>;

export interface InteractionContext {
  provider: Provider;
  appOrigin: string;
}

/**
 * Wraps a policy's steps; a step returns false when it does not handle the method/step,
 * which answers 404.
 */
export function interactionHandler({ provider, appOrigin }: InteractionContext, handle: InteractionStep) {
  const policyPath = new URL(provider.issuer).pathname;
  return async (req: IncomingMessage, res: ServerResponse, { uid, step }: { uid: string; step: string }) => {
    try {
      const interaction = await provider.interactionDetails(req, res);
      if (interaction.uid !== uid) throw new errors.SessionNotFound('interaction and page do not match');
      const handled = await handle({
        req,
        res,
        step,
        basePath: `${policyPath}/interaction/${uid}`,
        params: interaction.params,
        finish: (result) => provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false }),
      });
      if (!handled)
        sendHtml(res, 404, renderErrorPage({ heading: 'Page not found', message: 'This page does not exist.', backHref: appOrigin }));
    } catch (error) {
      if (error instanceof errors.SessionNotFound) {
        sendHtml(
          res,
          400,
          renderErrorPage({
            heading: 'This sign-in request has expired',
            message: 'Go back to the portal and sign in again.',
            backHref: appOrigin,
          }),
        );
      } else if (error instanceof PayloadTooLarge) {
        sendHtml(res, 413, renderErrorPage({ heading: 'Request too large', message: 'The form data is too large.' }));
      } else {
        console.error('identity interaction failed', error);
        sendHtml(res, 500, renderErrorPage({ heading: 'Something went wrong', message: 'Please try again later.', backHref: appOrigin }));
      }
    }
  };
}
