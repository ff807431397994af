// The page MSAL sends iframe (silent renewal) and popup answers to: it hands them to the waiting
// app window and closes. Its own tiny entry, without React or the app.
import { runRedirectBridge } from '@ottilia/shared-auth/redirect-bridge';

void runRedirectBridge();
