export * from './permissions.js';

// Stage (environment) configuration
export { resolveStage, STAGES, type Stage } from './stage/resolve-stage.js';
export { DEV_STAGE_CONFIG, type StageConfig } from './stage/stage-config.js';
export {
  StageConfigError,
  getStageConfig,
  mergeStageConfig,
  stageConfigProblems,
  type StageConfigOverride,
} from './stage/get-stage-config.js';

// Sign-in (MSAL v5)
// MSAL's own code stays out of this entry: AuthGate loads it when needed (msal-takeover.ts)
export { redirectBridgeUri, REDIRECT_BRIDGE_PATH } from './msal/app-addresses.js';
export { AuthGate, type AuthGateProps } from './msal/auth-gate.js';
export { useAuth, type AuthValue } from './msal/auth-context.js';
export { AuthStatus } from './msal/auth-status.js';
// the screen itself loads lazily inside AuthGate (not part of the first load)
export type { AuthErrorScreenProps } from './msal/auth-error-screen.js';
export { setMonitoringReporter, type MonitoringReporter } from './msal/monitoring.js';
export { ACCESS_TOKEN_STORAGE_KEY } from './msal/access-token-store.js';
export { heldToken } from './msal/held-session.js';
export { returnToSignInStart } from './msal/return-page.js';
export type { SuppliedSession } from './msal/supplied-session.js';
export { FORGOT_PASSWORD_CODE, UNREGISTERED_USER_CODE } from './msal/b2c-codes.js';
export type { MsalClient } from './msal/msal-client.js';

// API client
export {
  createApiClient,
  SESSION_PROBLEM_CODES,
  type ApiClient,
  type ApiClientOptions,
  type RequestOptions,
  type WriteOptions,
  type WithEtag,
} from './api/api-client.js';
export {
  ApiError,
  isApiError,
  isClientError,
  CLIENT_ERROR_CODES,
  GENERIC_ERROR,
  SESSION_EXPIRED_MESSAGE,
  type ProblemDetails,
} from './api/api-error.js';
export { fileNameOf, readFile, type FileDownload } from './api/download-file.js';
export type { FetchLike, ResponseLike } from './api/http-types.js';
export { RETRY_POLICY, backoffMs, withRetries, type RetryOptions } from './api/retrying-fetch.js';
export { actionKeys, newIdempotencyKey, type ActionKey, type ActionKeys } from './api/idempotency-key.js';
export { useActionKeys } from './api/use-action-keys.js';
export { toQueryString, type Query, type QueryValue } from './api/list-query.js';
export { ApiProvider, useApiClient, type ApiProviderProps } from './api/api-provider.js';
export { createSwrConfig, listSwrOptions, type ApiKey } from './api/swr-config.js';
export { useRecord, recordKey } from './api/use-record.js';
export { errorDialog, errorMessage, errorReference, withReference } from './api/error-message.js';
export { reportFieldRefusal } from './api/refusal-report.js';
export { breadcrumbs, leaveBreadcrumb, type Breadcrumb } from './api/breadcrumbs.js';
export { newTraceContext, referenceOf, type TraceContext } from './api/trace-context.js';

// Current user
export {
  useCurrentUser,
  CURRENT_USER_KEY,
  type CurrentUser,
  type CurrentUserState,
} from './current-user/use-current-user.js';

// Live updates (GET /events): one stream per tab, started by the host
export { useLiveUpdates, COALESCE_MS, type LiveUpdatesOptions } from './live/use-live-updates.js';
export { startEventStream, type ChangeEvent, type PresenceEvent, type StreamStatus } from './live/event-stream.js';
export { useChangesElsewhere, clearChangedElsewhere, noteChangedElsewhere, type ElsewhereChange } from './live/changed-elsewhere.js';
export { recordOfPath } from './live/live-keys.js';
export {
  usePresence,
  useAnnouncePresence,
  notePresence,
  clearPresence,
  RENEW_MS as PRESENCE_RENEW_MS,
  type PresentEditor,
} from './live/presence.js';
