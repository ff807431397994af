// Every remote's entry (createRemoteConfig): an async boundary, so shared singletons are negotiated
// before any app code runs.
void import('./bootstrap.js');
