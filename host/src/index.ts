import { requestStartFiles } from './config/start-files';

// The start files travel while the app's code loads (start-files.ts).
requestStartFiles();
// Async boundary: shared singletons are negotiated before any app code runs.
void import('./bootstrap');
