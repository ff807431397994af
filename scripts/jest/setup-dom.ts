import { configure } from '@testing-library/react';
import '@testing-library/jest-dom/jest-globals';

// A screen's first render loads its lazy modules; on two busy cores that can take longer than
// Testing Library's 1 s default wait, and a test must not fail for the machine's load.
configure({ asyncUtilTimeout: 5000 });

// each test starts with an empty browser storage, as a new visitor would (lists remember their state there)
afterEach(() => localStorage.clear());
