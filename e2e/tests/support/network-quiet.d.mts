import type { Page } from '@playwright/test';

/** See network-quiet.mjs. */
export declare function watchNetwork(page: Page, quietMs?: number): { quiet(timeout?: number): Promise<void> };
