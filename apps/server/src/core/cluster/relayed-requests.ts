import { ApiError } from '../../tools/errors.ts';
import type { AuthTokens } from '../auth/auth-tokens.ts';
import type { RealtimeBroker } from '../realtime/realtime-broker.ts';
import type { RelayHandler, RelayReply } from './client-relay.ts';

type Deps = { tokens: AuthTokens; realtime: RealtimeBroker };

/**
 * What an instance does with a request relayed to it for a realtime client it holds (decision
 * 057): exactly what the request would have done had it reached this instance, the caller's
 * identity judged here from the token it sent, and the error it would have raised as the answer.
 */
export function answerRelayed(deps: Deps): RelayHandler {
  return async (request) => {
    try {
      if (request.kind === 'send') {
        const { clientId, topic, data, once } = request;
        return { ok: true, sent: deps.realtime.sendHere(clientId, topic, data, once) };
      }
      const identity = await deps.tokens.identify(request.authorization || undefined);
      await deps.realtime.subscribe(request.clientId, identity, request.subscriptions);
      return { ok: true, sent: false };
    } catch (error) {
      if (error instanceof ApiError) return failure(error);
      throw error;
    }
  };
}

function failure(error: ApiError): RelayReply {
  return { ok: false, status: error.status, message: error.message, data: error.data };
}
