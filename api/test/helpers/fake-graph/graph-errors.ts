/** Graph's error body (Microsoft Graph "Error responses"): { error: { code, message, innerError } }. */
import { randomUUID } from 'node:crypto';

export interface GraphError {
  status: number;
  code: string;
  message: string;
}

export const graphErrorBody = ({ code, message }: GraphError, clientRequestId?: string) => ({
  error: {
    code,
    message,
    innerError: {
      date: new Date().toISOString().replace(/\.\d+Z$/, ''),
      'request-id': randomUUID(),
      'client-request-id': clientRequestId ?? randomUUID(),
    },
  },
});

export const badRequest = (message: string, code = 'Request_BadRequest'): GraphError => ({ status: 400, code, message });

export const notFound = (id: string): GraphError => ({
  status: 404,
  code: 'Request_ResourceNotFound',
  message: `Resource '${id}' does not exist or one of its queried reference-property objects are not present.`,
});

export const unauthorized = (message: string): GraphError => ({ status: 401, code: 'InvalidAuthenticationToken', message });
