import { createRemoteConfig } from '@ottilia/tooling/webpack';

// Name, exposed modules and published routes: route-manifest.json
export default createRemoteConfig({ dir: import.meta.dirname, title: 'Ottilia Backoffice (standalone)' });
