// Test support for the apps' jest tests (@ottilia/shared-auth/testing); never imported by product code.
export { fakeApi, problem, type FakeApi, type FakeRequest, type FallbackRoute, type Route } from './fake-api.js';
export { bytesOf, clientReplying, excelReply, XLSX, ZIP_BYTES, type Reply } from './file-replies.js';
