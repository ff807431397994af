import { requestFirstScreenFiles, shellContract } from './config/first-screen-files';
import { requestStartFiles } from './config/start-files';

// The start files travel while the app's code loads (start-files.ts), and with composition.json
// the remotes' route manifests and the code of the remote page the tab opens on
// (first-screen-files.ts); the check of those manifests (route-manifests.ts) comes beside them.
void requestFirstScreenFiles(requestStartFiles());
shellContract().catch(() => undefined);
// Async boundary: shared singletons are negotiated before any app code runs.
void import('./bootstrap');
