import '@testing-library/jest-dom/jest-globals';

// each test starts with an empty browser storage, as a new visitor would (lists remember their state there)
afterEach(() => localStorage.clear());
